import { keyPageOf } from './keyPages';

describe('the exporter pages a visitor may open with an automation key', () => {
  it('opens /exporter and /creditsexporter when the address names a key', () => {
    expect(keyPageOf('/exporter?v=2&key=abc')).toBe('withKey');
    expect(keyPageOf('#/creditsexporter?projectID=p1&key=abc')).toBe('withKey');
    expect(keyPageOf('/exporter/?key=abc')).toBe('withKey');
  });

  it('keeps them closed without a key, or with an empty one', () => {
    expect(keyPageOf('/exporter?v=1')).toBe('withoutKey');
    expect(keyPageOf('/creditsexporter?projectID=p1&key=')).toBe('withoutKey');
  });

  it('says nothing of any other path, whatever its query', () => {
    expect(keyPageOf('/credits?projectID=p1&key=abc')).toBeNull();
    expect(keyPageOf('/home?key=abc')).toBeNull();
    expect(keyPageOf('/')).toBeNull();
  });
});
