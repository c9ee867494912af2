import { titleFromBody } from './title-from-body';

describe("the Feed composer's title taken from the post", () => {
  it('is the first line, spaces collapsed', () => {
    expect(titleFromBody('  Prompt  chaining works\nHere is how I split the task.')).toBe('Prompt chaining works');
  });

  it('is the whole text when the first line is too short for a title', () => {
    expect(titleFromBody('Hi\nall of you, a question')).toBe('Hi all of you, a question');
  });

  it('is cut at a word within 150 characters, with an ellipsis', () => {
    const title = titleFromBody(`${'word '.repeat(40)}end`);
    expect(title.length).toBeLessThanOrEqual(150);
    expect(title).toMatch(/^word( word)+…$/);
  });
});
