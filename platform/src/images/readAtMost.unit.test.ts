import { Readable } from 'node:stream';
import { readAtMost } from './readAtMost';

describe('reading a stream up to a bound', () => {
  const tooLarge = () => new RangeError('too large');

  it('answers the whole stream when it is within the bound', async () => {
    expect((await readAtMost(Readable.from([Buffer.from('abc'), Buffer.from('de')]), 5, tooLarge)).toString()).toBe('abcde');
  });

  it('refuses one byte more, without reading the rest', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled++;
        this.push(Buffer.alloc(4));
      },
    });
    await expect(readAtMost(endless, 10, tooLarge)).rejects.toThrow('too large');
    expect(pulled).toBeLessThan(10);
    expect(endless.destroyed).toBe(true);
  });
});
