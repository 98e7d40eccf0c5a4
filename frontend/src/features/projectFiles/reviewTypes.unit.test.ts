import { acceptOf, refusalFor, sectionOfName } from './reviewTypes';

describe('what each Layers panel section takes', () => {
  it('files each review type in its section', () => {
    expect(sectionOfName('cut.MP4')).toBe('video');
    expect(sectionOfName('a.mov')).toBe('video');
    expect(sectionOfName('a.avi')).toBe('video');
    expect(sectionOfName('logo.svg')).toBe('svg');
    expect(sectionOfName('still.jpeg')).toBe('image');
    expect(sectionOfName('anim.gif')).toBe('image');
    expect(sectionOfName('notes.pdf')).toBeNull();
  });

  it('refuses a file of another section, naming the types it takes', () => {
    expect(refusalFor('video', 'cut.mp4')).toBeNull();
    expect(refusalFor('video', 'still.png')).toBe('still.png: only mp4, mov, avi files go here');
    expect(acceptOf('image')).toBe('.png,.jpeg,.jpg,.gif');
  });
});
