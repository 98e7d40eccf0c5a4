import { upcast } from '../catalogue';
import { annotations, mentionedUsers } from './fields';
import { penPathProblem } from './penPath';

const pen = (d: string) => ({ id: 'p1', type: 'pen', attributes: { d, stroke: '#00ff00', strokeWidth: 6 } });
const box = { id: 'b1', type: 'box', attributes: { x: 10, y: 20, width: 300, height: 200, stroke: '#ff0000', strokeWidth: 6, opacity: 0.4 } };

describe("a pen stroke's path data", () => {
  it('takes M, then L, Q and C with numbers, spaces or commas between them', () => {
    expect(penPathProblem('M 0 0 L 40 50')).toBeNull();
    expect(penPathProblem('M10,10 Q 20 20, 30 30 C1 2 3 4 5.5 6.25 L1000 1000')).toBeNull();
  });

  it.each([
    ['', 'A stroke starts with M x y'],
    ['L 1 1 L 2 2', 'A stroke starts with M x y'],
    ['M 1 1', 'A stroke has at least 2 points'],
    ['M 1 1 Z', 'Path data: M, L, Q and C with numbers only'],
    ['M 1 1 l 2 2', 'Path data: M, L, Q and C with numbers only'],
    ['M 1 1 L 2', 'L takes 2 numbers'],
    ['M 1 1 L 2 L 3 3', 'L takes 2 numbers'],
    ['M 1 1 M 2 2', 'A stroke has one M, at its start'],
    ['M 1 1 L 1001 2', 'Coordinates inside the drawing (0 to 1000)'],
    ['M 1 1 L -1 2', 'Coordinates inside the drawing (0 to 1000)'],
    ['M 1 1 L 1e3 2', 'Path data: M, L, Q and C with numbers only'],
  ])('refuses %j (%s)', (d, reason) => {
    expect(penPathProblem(d)).toBe(reason);
  });

  it('refuses a stroke of more than 200 points', () => {
    expect(penPathProblem(`M 0 0${' L 1 1'.repeat(199)}`)).toBeNull();
    expect(penPathProblem(`M 0 0${' L 1 1'.repeat(200)}`)).toBe('A stroke has at most 200 points');
  });
});

describe('the annotations field', () => {
  it('takes pen strokes and boxes in stage units', () => {
    expect(annotations.safeParse([pen('M 0 0 L 40 50'), box]).success).toBe(true);
  });

  it('names the field and the reason of a bad shape', () => {
    const result = annotations.safeParse([box, pen('M 0 0 Z')]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['1.attributes.d', 'Path data: M, L, Q and C with numbers only']]);
  });

  it.each([
    ['a colour not #rrggbb', [{ ...box, attributes: { ...box.attributes, stroke: 'red' } }]],
    ['a stroke too wide', [{ ...box, attributes: { ...box.attributes, strokeWidth: 51 } }]],
    ['an opacity above 1', [{ ...box, attributes: { ...box.attributes, opacity: 2 } }]],
    ['a box off the stage', [{ ...box, attributes: { ...box.attributes, x: 1001 } }]],
    ['21 shapes', Array.from({ length: 21 }, (_, i) => ({ ...box, id: `b${i}` }))],
    ['path data too long', [pen(`M 0 0 L 1 1${' '.repeat(8000)}`)]],
  ])('refuses %s', (_, shapes) => {
    expect(annotations.safeParse(shapes).success).toBe(false);
  });
});

describe('mentioned users', () => {
  it("takes ids, {userID} and 'here'", () => {
    expect(mentionedUsers.parse([3, { userID: 4 }, 'here'])).toEqual([3, { userID: 4 }, 'here']);
    expect(mentionedUsers.safeParse(['everyone']).success).toBe(false);
  });
});

describe('a stored SceneCommentAdded of schema version 1', () => {
  it('reads its points as path data and its colour as stroke, with the fields added since at their defaults', () => {
    const v1 = {
      commentID: 'c',
      sceneID: 's',
      userID: 1,
      text: 't',
      timestamp: null,
      parentCommentID: null,
      replyToCommentID: null,
      annotations: [
        {
          id: 'p',
          type: 'pen',
          points: [
            [0, 0],
            [4, 5],
          ],
          color: '#00ff00',
          strokeWidth: 6,
        },
        { id: 'b', type: 'box', x: 1, y: 2, width: 3, height: 4, color: '#ff0000', strokeWidth: 6 },
      ],
    };
    expect(upcast('SceneCommentAdded', 1, v1)).toEqual({
      ...v1,
      annotations: [
        { id: 'p', type: 'pen', attributes: { d: 'M 0 0 L 4 5', stroke: '#00ff00', strokeWidth: 6 } },
        { id: 'b', type: 'box', attributes: { x: 1, y: 2, width: 3, height: 4, stroke: '#ff0000', strokeWidth: 6 } },
      ],
      mentionedUserIDs: [],
      anonymous: false,
      sceneVersion: null,
    });
    expect(penPathProblem('M 0 0 L 4 5')).toBeNull();
  });
});
