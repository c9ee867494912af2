/** A ready-to-use prompt on the prompt engineering guide; [bracketed] parts are for the reader to fill in. */
export interface PromptTemplate {
  id: string;
  title: string;
  category: string;
  /** When to reach for it, in one sentence. */
  useCase: string;
  /** Exactly what is copied to the clipboard. */
  text: string;
}

/**
 * The six prompt templates of the prompt engineering guide (spec §9: prompt templates 6).
 * `text` is copied exactly as written: [brackets] mark what the reader replaces.
 */
export const PROMPT_TEMPLATES: readonly PromptTemplate[] = [
  {
    id: 'blog-post-outline',
    title: 'Blog post outline',
    category: 'Writing',
    useCase: 'Turn a rough idea into a structured outline you can write from.',
    text: [
      'You are an experienced editor for [publication or audience].',
      'Create a detailed outline for a blog post about [topic].',
      '',
      'The reader is [who they are] and wants to [what they hope to get from it].',
      'Include:',
      '- three headline options of under 60 characters',
      '- an introduction hook in one or two sentences',
      '- 4-6 section headings, each with 2-3 bullet points',
      '- a closing call to action that asks the reader to [action]',
      '',
      'Tone: [friendly / expert / playful]. Use British English.',
    ].join('\n'),
  },
  {
    id: 'professional-email',
    title: 'Professional email',
    category: 'Communication',
    useCase: 'Draft a clear, polite email when the wording matters.',
    text: [
      'Write an email to [recipient and their role] about [subject].',
      '',
      'Context: [what has happened so far].',
      'What I need from them: [the request or decision].',
      'Deadline, if any: [date].',
      '',
      'Keep it under 150 words, warm but professional, with a specific subject line.',
      'End with one clear next step. Do not invent facts that are not in the context above.',
    ].join('\n'),
  },
  {
    id: 'meeting-summary',
    title: 'Meeting notes summary',
    category: 'Productivity',
    useCase: 'Turn messy notes or a transcript into decisions and actions.',
    text: [
      'Summarise the meeting notes below for people who were not there.',
      '',
      'Structure the summary as:',
      '1. Purpose of the meeting (one sentence)',
      '2. Key decisions',
      '3. Action items as a table: task | owner | due date',
      '4. Open questions',
      '',
      'If an owner or date is not mentioned, write "not agreed" rather than guessing.',
      '',
      'Notes:',
      '"""',
      '[paste your notes or transcript here]',
      '"""',
    ].join('\n'),
  },
  {
    id: 'learn-a-topic',
    title: 'Patient tutor',
    category: 'Learning',
    useCase: 'Learn something new at your own pace, with checks along the way.',
    text: [
      'Act as a patient tutor. I want to understand [topic].',
      'My current level: [beginner / some knowledge / advanced].',
      'I am learning it because [goal].',
      '',
      'Explain the core idea in plain English with one everyday analogy.',
      'Then ask me one question to check my understanding before moving on.',
      'Wait for my answer each time, and correct my mistakes gently.',
    ].join('\n'),
  },
  {
    id: 'brainstorm-ideas',
    title: 'Idea brainstorm',
    category: 'Creativity',
    useCase: 'Get past the blank page with a wide spread of options.',
    text: [
      'I need ideas for [project, event or campaign].',
      'Audience: [who it is for]. Budget: [amount]. Constraints: [anything to avoid].',
      '',
      'Give me 10 ideas across a range from safe to bold.',
      'For each, add one sentence on why it could work and one possible risk.',
      'Finish by picking the three strongest and explaining your choice.',
    ].join('\n'),
  },
  {
    id: 'explain-code',
    title: 'Code explainer',
    category: 'Technical',
    useCase: 'Understand unfamiliar code before you change it.',
    text: [
      'You are a senior [language] developer reviewing code for a colleague.',
      'Explain what the code below does, step by step, in plain English.',
      '',
      'Then list:',
      '- any bugs or edge cases you can see',
      '- security concerns, if any',
      '- one suggestion to make it easier to read',
      '',
      'Code:',
      '```',
      '[paste your code here, with any secrets or personal data removed]',
      '```',
    ].join('\n'),
  },
];
