import { recorderFieldsOf, recorderPath } from './recorderPath';

describe('the exporter address', () => {
  it('plays scenes with v=2 and files otherwise, v=1 being the default', () => {
    expect(recorderFieldsOf('v=2')).toEqual({ version: 2, autoplay: false, key: '' });
    expect(recorderFieldsOf('v=1')).toEqual({ version: 1, autoplay: false, key: '' });
    expect(recorderFieldsOf('')).toEqual({ version: 1, autoplay: false, key: '' });
    expect(recorderFieldsOf('v=7')).toEqual({ version: 1, autoplay: false, key: '' });
  });

  it('reads the autoplay flag', () => {
    expect(recorderFieldsOf('v=2&autoplay=1').autoplay).toBe(true);
    expect(recorderFieldsOf('autoplay=true&v=2').autoplay).toBe(true);
    expect(recorderFieldsOf('v=2&autoplay=0').autoplay).toBe(false);
  });

  it('reads the access key', () => {
    expect(recorderFieldsOf('v=2&key=abc').key).toBe('abc');
  });

  it('is the spec route', () => {
    expect(recorderPath(2)).toBe('/exporter?v=2');
  });
});
