import { Blocks, Crosshair, FileText, Layers, MessageSquareText, RefreshCw, Sparkles, Target, Users } from 'lucide-react';
import type { Guide } from '../static-document';

/** Spec §2 Guide pages: prompt engineering (principles, 6 templates, advanced techniques, Creatives link). */
export const PROMPT_ENGINEERING_GUIDE: Guide = {
  path: '/prompt-engineering',
  title: 'Prompt Engineering',
  icon: Sparkles,
  lead: 'Get clearer, more useful answers from AI assistants. Learn the principles behind a good prompt, copy ready-made templates, and try the techniques experienced users rely on.',
  summary: 'Principles, six copy-ready templates and advanced techniques.',
  sections: [
    {
      id: 'core-principles',
      title: 'Core principles',
      body: [
        'A prompt is a brief, much like the one you would give a capable colleague who knows nothing about your situation. The better the brief, the better the work. These six principles cover most of what makes the difference.',
        {
          kind: 'cards',
          items: [
            {
              icon: Crosshair,
              title: 'Be clear and specific',
              text: 'Say exactly what you want. "Write a 200-word product description for a reusable water bottle aimed at commuters" beats "write something about bottles".',
            },
            {
              icon: FileText,
              title: 'Give context',
              text: 'Share the background the AI cannot guess: who you are, what has happened so far, and what you have already tried.',
            },
            {
              icon: Target,
              title: 'State the goal and audience',
              text: 'Explain what the result is for and who will read it. A note for your team and a letter to a customer need very different wording.',
            },
            {
              icon: Layers,
              title: 'Define the format',
              text: 'Ask for the shape you need: bullet points, a table, a numbered plan, a word limit, or a particular tone of voice.',
            },
            {
              icon: Blocks,
              title: 'Break big tasks down',
              text: 'Split complex work into steps and tackle them one at a time. You keep control and can correct course early.',
            },
            {
              icon: RefreshCw,
              title: 'Review and refine',
              text: 'Treat the first answer as a draft. Say what to keep, what to change and why, then ask again.',
            },
          ],
        },
      ],
    },
    {
      id: 'prompt-templates',
      title: 'Prompt templates',
      body: [
        'Six starting points for everyday tasks. Copy one, replace the parts in [square brackets] with your own details, and adjust anything that does not fit.',
      ],
    },
    {
      id: 'advanced-techniques',
      title: 'Advanced techniques',
      body: [
        'Once the basics are second nature, these techniques help with harder tasks and more consistent results.',
        {
          kind: 'cards',
          items: [
            {
              icon: MessageSquareText,
              title: 'Few-shot prompting',
              text: 'Show two or three examples of the input and the output you expect before asking for a new one. The model picks up the pattern, style and length far more reliably than from a description alone.',
            },
            {
              icon: Layers,
              title: 'Chain of thought',
              text: 'For reasoning, maths or planning, ask the AI to work through the problem step by step before giving its answer. Check each step: a confident conclusion can still rest on a faulty one.',
            },
            {
              icon: Users,
              title: 'Role prompting',
              text: 'Ask the AI to take a role such as "an experienced primary school teacher" or "a sceptical investor". A role sets the expertise, vocabulary and point of view of the answer.',
            },
            {
              icon: Crosshair,
              title: 'Constraints',
              text: 'Set boundaries: a word limit, a reading age, words to avoid, sources to stick to, or "say you do not know rather than guess". Constraints cut rambling and reduce made-up detail.',
            },
            {
              icon: RefreshCw,
              title: 'Iteration',
              text: 'Improve results over several turns. Point to the exact sentence that misses the mark and explain what better looks like, rather than starting again from scratch.',
            },
            {
              icon: Blocks,
              title: 'Prompt chaining',
              text: 'Use the output of one prompt as the input of the next: research, then outline, then draft, then edit. Each step is simpler to check than one giant request.',
            },
          ],
        },
        { kind: 'subheading', text: 'Good habits' },
        {
          kind: 'list',
          items: [
            {
              term: 'Separate instructions from material',
              text: 'Put pasted text between clear markers such as triple quotes, so the AI knows what to work on and what to follow.',
            },
            {
              term: 'Ask for self-review',
              text: 'Finish with "check your answer against my requirements and list anything you missed". It often catches gaps.',
            },
            {
              term: 'Keep a prompt library',
              text: 'Save the prompts that work well for you and reuse them. Small, tested improvements add up.',
            },
            {
              term: 'Mind what you share',
              text: 'Leave out passwords, personal data and confidential details. Our [AI Safety guide](/ai-safety) explains why.',
            },
          ],
        },
      ],
    },
  ],
  community: {
    slug: 'creatives',
    name: 'Creatives',
    pitch:
      'Writers, designers, musicians and makers swap their best prompts, share what they have made with AI and give each other honest feedback.',
  },
};
