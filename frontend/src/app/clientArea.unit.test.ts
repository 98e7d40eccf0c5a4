import { defineClientArea, reducersOf } from './clientArea';

const counter = (state = 0) => state;

describe('the areas of the client', () => {
  it('give the root reducer every state key they own', () => {
    const areas = [defineClientArea({ name: 'a', reducers: { one: counter } }), defineClientArea({ name: 'b' }), defineClientArea({ name: 'c', reducers: { two: counter } })];
    expect(Object.keys(reducersOf(areas))).toEqual(['one', 'two']);
  });

  it('may not both claim one state key', () => {
    const areas = [defineClientArea({ name: 'a', reducers: { one: counter } }), defineClientArea({ name: 'b', reducers: { one: counter } })];
    expect(() => reducersOf(areas)).toThrow("The state key 'one' is claimed by both the a and the b area");
  });
});
