import { displayNameOf, mentionMarkdown, renderMarkdown } from '@cci/contracts';
import type { EntityManager } from 'typeorm';

/*
 * The forum's seed: threads and replies in every community, so a fresh `npm start` shows a living forum.
 * Invented members (no real people; @example.com addresses), old enough to be past the new-member limits, verified and
 * approved in their communities. Times are relative to the boot that seeds: a thread `hoursAgo`, each reply
 * `hoursAfter` its thread. `likes` is how many of the community's other seed members like the post. A body may mention a
 * seed member as `@{key}` (written as contracts' mention Markdown when seeded). Code fences are written `~~~` here so
 * the bodies can be template literals (stored as backticks, see text()).
 */

export interface SeedForumMember {
  key: string;
  firstName: string;
  lastName: string;
  bio: string;
  expertise: string[];
  /** Community slugs; the first is the primary community. */
  communities: string[];
  joinedDaysAgo: number;
}

export interface SeedForumReply {
  author: string;
  hoursAfter: number;
  body: string;
  likes?: number;
  /** The question's accepted answer. */
  accepted?: boolean;
}

export interface SeedForumThread {
  community: string;
  author: string;
  title: string;
  kind: 'discussion' | 'question';
  pinned?: boolean;
  /** The community's welcome thread (threads.welcome: where the first-day welcome posts an introduction). */
  welcome?: boolean;
  hoursAgo: number;
  body: string;
  likes?: number;
  replies: SeedForumReply[];
}

export interface SeedForum {
  members: readonly SeedForumMember[];
  threads: readonly SeedForumThread[];
}

/** A line that starts a Markdown block of its own (list item, heading, quote, fence): never joined to the line before. */
const BLOCK_START = /^(\s*([-*+]|\d+\.)\s|#|>|~~~|```)/;

/**
 * A post as a member types it, from a template literal: the common indentation and the first and last empty lines
 * stripped, prose lines wrapped in the source joined into one line (the renderer keeps line breaks: `breaks: true`),
 * and `~~~` fences written as the usual backticks. Lines inside a fence stay as they are.
 */
function text(strings: TemplateStringsArray, ...values: unknown[]): string {
  const raw = strings.reduce((s, part, i) => s + part + (i < values.length ? String(values[i]) : ''), '');
  const lines = raw
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length));
  const out: string[] = [];
  let fenced = false;
  for (const line of lines.map((l) => l.slice(indent).replace(/^~~~/, '```'))) {
    const fence = line.startsWith('```');
    const previous = out.at(-1);
    if (!fenced && !fence && line.trim() && previous?.trim() && !previous.startsWith('```') && !BLOCK_START.test(line))
      out[out.length - 1] = `${previous} ${line.trim()}`;
    else out.push(line);
    if (fence) fenced = !fenced;
  }
  return out.join('\n');
}

const ALL = ['entrepreneurs', 'creatives', 'educators', 'seniors', 'parents', 'students', 'health-fitness', 'financial-services'];

export const SEED_FORUM_MEMBERS: readonly SeedForumMember[] = [
  {
    key: 'host',
    firstName: 'Alex',
    lastName: 'Moreau',
    bio: 'Community host at The AI Network. Here to welcome you, answer questions and keep things kind.',
    expertise: ['Community', 'Prompting'],
    communities: ALL,
    joinedDaysAgo: 120,
  },
  {
    key: 'imani',
    firstName: 'Imani',
    lastName: 'Bassey',
    bio: 'Runs a small online shop for handmade stationery; automating the boring parts with AI.',
    expertise: ['E-commerce', 'Automation'],
    communities: ['entrepreneurs', 'students'],
    joinedDaysAgo: 90,
  },
  {
    key: 'rafael',
    firstName: 'Rafael',
    lastName: 'Kowal',
    bio: 'Freelance developer building RAG assistants for small firms.',
    expertise: ['RAG', 'Python', 'TypeScript'],
    communities: ['entrepreneurs', 'financial-services'],
    joinedDaysAgo: 80,
  },
  {
    key: 'kwame',
    firstName: 'Kwame',
    lastName: 'Osei',
    bio: 'Final-year computer science student, co-founder of a tiny study-tools startup.',
    expertise: ['Fine-tuning', 'Python'],
    communities: ['students', 'entrepreneurs'],
    joinedDaysAgo: 75,
  },
  {
    key: 'owen',
    firstName: 'Owen',
    lastName: 'Carrick',
    bio: 'Bookkeeper for fifty small businesses; careful about what data goes where.',
    expertise: ['Bookkeeping', 'Data privacy'],
    communities: ['financial-services', 'entrepreneurs'],
    joinedDaysAgo: 64,
  },
  {
    key: 'lena',
    firstName: 'Lena',
    lastName: 'Fischbach',
    bio: 'Illustrator and picture-book maker. Uses AI for thumbnails, never for finals.',
    expertise: ['Illustration', 'Image models'],
    communities: ['creatives'],
    joinedDaysAgo: 70,
  },
  {
    key: 'oskar',
    firstName: 'Oskar',
    lastName: 'Lindqvist',
    bio: 'Music production student experimenting with generative audio.',
    expertise: ['Audio', 'Python'],
    communities: ['creatives', 'students'],
    joinedDaysAgo: 58,
  },
  {
    key: 'ines',
    firstName: 'Ines',
    lastName: 'Navarro',
    bio: 'Copywriter turned secondary-school English teacher.',
    expertise: ['Writing', 'Prompting'],
    communities: ['educators', 'creatives'],
    joinedDaysAgo: 66,
  },
  {
    key: 'anjali',
    firstName: 'Anjali',
    lastName: 'Deshmukh',
    bio: 'Primary-school teacher and digital-learning lead for her school.',
    expertise: ['Teaching', 'Assessment'],
    communities: ['educators'],
    joinedDaysAgo: 88,
  },
  {
    key: 'tomasz',
    firstName: 'Tomasz',
    lastName: 'Wren',
    bio: 'Maths teacher and dad of two; interested in AI tutors that do not give answers away.',
    expertise: ['Maths', 'Tutoring'],
    communities: ['educators', 'parents'],
    joinedDaysAgo: 52,
  },
  {
    key: 'gwen',
    firstName: 'Gwen',
    lastName: 'Ashworth',
    bio: 'Retired librarian, learning something new every week.',
    expertise: ['Voice assistants'],
    communities: ['seniors'],
    joinedDaysAgo: 47,
  },
  {
    key: 'harold',
    firstName: 'Harold',
    lastName: 'Pennington',
    bio: 'Former engineer; now helps neighbours with their phones at the community centre.',
    expertise: ['Accessibility', 'Scam awareness'],
    communities: ['seniors'],
    joinedDaysAgo: 61,
  },
  {
    key: 'beatrix',
    firstName: 'Beatrix',
    lastName: 'Holloway',
    bio: 'Grandmother of five, keen photographer.',
    expertise: ['Photography'],
    communities: ['seniors', 'parents'],
    joinedDaysAgo: 40,
  },
  {
    key: 'sade',
    firstName: 'Sade',
    lastName: 'Adeyemi',
    bio: 'Parent of a Year 6 and a Year 9; school governor.',
    expertise: ['Online safety'],
    communities: ['parents'],
    joinedDaysAgo: 55,
  },
  {
    key: 'marco',
    firstName: 'Marco',
    lastName: 'Bellandi',
    bio: 'Physio, triathlete and father of a very curious toddler.',
    expertise: ['Sports science', 'Wearables'],
    communities: ['health-fitness', 'parents'],
    joinedDaysAgo: 49,
  },
  {
    key: 'yuki',
    firstName: 'Yuki',
    lastName: 'Tanabe',
    bio: 'Biology undergraduate; building revision tools for my course mates.',
    expertise: ['Study tools', 'Anki'],
    communities: ['students'],
    joinedDaysAgo: 44,
  },
  {
    key: 'freya',
    firstName: 'Freya',
    lastName: 'Maddox',
    bio: 'Personal trainer and nutrition coach.',
    expertise: ['Coaching', 'Nutrition'],
    communities: ['health-fitness'],
    joinedDaysAgo: 68,
  },
  {
    key: 'dev',
    firstName: 'Dev',
    lastName: 'Chaudhry',
    bio: 'Data analyst at an insurer; runs to clear his head.',
    expertise: ['SQL', 'Forecasting'],
    communities: ['health-fitness', 'financial-services'],
    joinedDaysAgo: 59,
  },
  {
    key: 'nadia',
    firstName: 'Nadia',
    lastName: 'Haroun',
    bio: 'Compliance officer at a credit union.',
    expertise: ['Compliance', 'Risk'],
    communities: ['financial-services'],
    joinedDaysAgo: 73,
  },
];

/** The pinned thread each community opens with. */
function welcome(community: string, name: string, hoursAgo: number, focus: string, replies: SeedForumReply[]): SeedForumThread {
  return {
    community,
    author: 'host',
    title: `Welcome to ${name}: introduce yourself here`,
    kind: 'discussion',
    pinned: true,
    welcome: true,
    hoursAgo,
    likes: 3,
    body: text`
      Hello and welcome! This is the place to say hello before you dive in.

      **Tell us three things:**
      1. What you do (or study, or enjoy).
      2. Where you are with AI today: never tried it, dabbling, or using it every day.
      3. One thing you would like to get done with it in the next month.

      ${focus}

      A few house rules: be kind, share what you tried (prompts and code are welcome: put them in a code block with
      three backticks), and use **Report** on a post if something is not right. Moderators look at every report.
    `,
    replies,
  };
}

export const SEED_FORUM_THREADS: readonly SeedForumThread[] = [
  // ------------------------------------------------------------------ Entrepreneurs
  welcome(
    'entrepreneurs',
    'Entrepreneurs',
    640,
    'Founders here tend to ask about automating admin, customer support and marketing copy. No question is too small.',
    [
      {
        author: 'imani',
        hoursAfter: 3,
        likes: 2,
        body: 'Hi all! I sell handmade notebooks online. Using AI daily for product descriptions; next month I want it to draft replies to customer e-mails.',
      },
      {
        author: 'owen',
        hoursAfter: 20,
        body: 'Bookkeeper here. Dabbling. Goal: get receipts sorted into categories without typing them in by hand.',
      },
      {
        author: 'rafael',
        hoursAfter: 50,
        likes: 1,
        body: 'Developer, building RAG assistants for small firms. Happy to help anyone stuck on the technical side.',
      },
    ],
  ),
  {
    community: 'entrepreneurs',
    author: 'imani',
    title: 'How do I stop the support bot inventing a refund policy?',
    kind: 'question',
    hoursAgo: 150,
    likes: 3,
    body: text`
      I pasted our FAQ into a chatbot builder and it answers most questions well, but twice this week it told a customer
      they could get a refund "within 60 days". Our policy is 14 days. What am I doing wrong?

      My instructions currently say:

      ~~~text
      You are a helpful assistant for Inkwell Notebooks. Answer customer questions politely.
      ~~~
    `,
    replies: [
      {
        author: 'rafael',
        hoursAfter: 2,
        likes: 4,
        accepted: true,
        body: text`
          The model is filling a gap with what refund policies *usually* say. Two fixes that work together:

          1. Give it the policy text and tell it to answer **only** from the provided documents.
          2. Give it a way out, so it does not guess.

          ~~~text
          You are the support assistant for Inkwell Notebooks.
          Answer ONLY from the documents between <docs> tags.
          If the answer is not in the documents, say: "I'm not sure — I've passed this to the team,
          who will reply within one working day." Never state a time limit, price or policy
          that is not written in the documents.
          <docs>
          {faq_and_policies}
          </docs>
          ~~~

          Then test it with ten awkward questions ("can I return it after two months?") before you switch it back on.
        `,
      },
      {
        author: 'kwame',
        hoursAfter: 6,
        likes: 1,
        body: 'Also worth logging every answer for the first week and reading them. You learn fast which questions the FAQ does not cover.',
      },
      {
        author: 'imani',
        hoursAfter: 26,
        likes: 2,
        body: 'That fixed it. 40 test questions, zero invented policies. Thank you @{rafael}!',
      },
    ],
  },
  {
    community: 'entrepreneurs',
    author: 'owen',
    title: 'Sorting receipts into categories with a small Python script',
    kind: 'discussion',
    hoursAgo: 90,
    likes: 2,
    body: text`
      Sharing what finally worked for me: photos of receipts go into a folder, a script sends each one to a model with a
      fixed list of categories, and I review the CSV it writes. The trick was forcing a choice from **my** list.

      ~~~python
      CATEGORIES = ["Stock", "Postage", "Software", "Travel", "Office", "Other"]

      def categorise(receipt_text: str) -> str:
          prompt = (
              "Pick exactly one category for this receipt from this list: "
              + ", ".join(CATEGORIES)
              + ". Reply with the category only.\\n\\n"
              + receipt_text
          )
          answer = ask_model(prompt).strip()
          return answer if answer in CATEGORIES else "Other"
      ~~~

      Anything it is unsure about lands in "Other" and I check those by hand.
    `,
    replies: [
      {
        author: 'imani',
        hoursAfter: 4,
        likes: 1,
        body: 'Love the fallback to "Other". Do you keep the receipt images anywhere the model provider can see them?',
      },
      {
        author: 'owen',
        hoursAfter: 7,
        body: 'Only the text goes out, after OCR runs on my laptop. Client names are stripped first. Bookkeeping data is sensitive.',
      },
    ],
  },
  {
    community: 'entrepreneurs',
    author: 'kwame',
    title: 'Pricing an AI feature: per seat or per use?',
    kind: 'discussion',
    hoursAgo: 30,
    likes: 2,
    body: text`
      Our study-notes app will add an "explain this page" button. Each click costs us about 0.4p in model fees.
      Do we charge per seat and absorb heavy users, or sell packs of credits? Curious what others did.
    `,
    replies: [
      {
        author: 'rafael',
        hoursAfter: 1,
        likes: 2,
        body: 'Per seat with a generous fair-use cap. Credits make people hesitate before every click, which kills the habit you want.',
      },
      {
        author: 'imani',
        hoursAfter: 5,
        body: 'As a customer I hate credits. As a founder I would at least watch the top 1% of users for the first month.',
      },
      {
        author: 'owen',
        hoursAfter: 9,
        body: 'Whatever you choose, show the cap in plain words on the pricing page. Surprise limits cause refunds.',
      },
      {
        author: 'kwame',
        hoursAfter: 22,
        likes: 1,
        body: 'Going with per seat and a cap of 300 explanations a month. Will report back on how many hit it.',
      },
    ],
  },

  // ------------------------------------------------------------------ Creatives
  welcome(
    'creatives',
    'Creatives',
    630,
    'Artists, writers and musicians: share your process, your doubts and where you draw the line with AI.',
    [
      {
        author: 'lena',
        hoursAfter: 5,
        likes: 2,
        body: 'Illustrator here. I use image models for quick composition thumbnails, then draw everything myself.',
      },
      { author: 'oskar', hoursAfter: 30, body: 'Music production student. Trying generative audio for textures and drones.' },
      { author: 'ines', hoursAfter: 44, body: 'Copywriter turned teacher. Here to learn how to use AI without losing my own voice.' },
    ],
  ),
  {
    community: 'creatives',
    author: 'lena',
    title: 'My thumbnail workflow: 20 compositions in 10 minutes',
    kind: 'discussion',
    hoursAgo: 200,
    likes: 3,
    body: text`
      Before a spread I generate lots of rough layouts, pick two, and sketch from those. The prompt is deliberately
      plain so the model does not "finish" anything:

      ~~~text
      Rough greyscale thumbnail sketch, loose pencil, no detail.
      A small fox reading under a huge oak at dusk, seen from low angle.
      Composition study only, large simple shapes, 3 values.
      ~~~

      Then I change only the camera: "from above", "over the shoulder", "wide, fox tiny in frame". The finals are all
      hand-drawn; the thumbnails just get me past the blank page.
    `,
    replies: [
      {
        author: 'ines',
        hoursAfter: 8,
        likes: 2,
        body: 'Asking for "3 values" is clever, it stops the model adding texture you would copy.',
      },
      {
        author: 'oskar',
        hoursAfter: 20,
        body: 'Same idea works for music: ask for "a 4-bar sketch, one instrument", never a finished track.',
      },
      {
        author: 'lena',
        hoursAfter: 26,
        likes: 1,
        body: 'Exactly. The less finished the output, the more of the work stays yours.',
      },
    ],
  },
  {
    community: 'creatives',
    author: 'oskar',
    title: 'Batch-renaming generated samples with a bash one-liner',
    kind: 'discussion',
    hoursAgo: 60,
    likes: 1,
    body: text`
      The audio tool exports files like \`output (37).wav\`. This renames them by tempo and key from the sidecar JSON, so
      my sampler sorts them properly:

      ~~~bash
      for f in *.wav; do
        meta="\${f%.wav}.json"
        bpm=$(jq -r '.bpm' "$meta")
        key=$(jq -r '.key' "$meta" | tr ' ' '-')
        mv -n -- "$f" "\${bpm}bpm_\${key}_$(date +%s%N | tail -c 6).wav"
      done
      ~~~
    `,
    replies: [
      { author: 'lena', hoursAfter: 12, body: 'I understood none of this and still want it for my reference images.' },
      {
        author: 'oskar',
        hoursAfter: 14,
        likes: 1,
        body: 'Ha! For images you can drop the jq part and use the date the file was made. Happy to adapt it for you.',
      },
    ],
  },
  {
    community: 'creatives',
    author: 'ines',
    title: 'Is it fair to enter an AI-assisted story in a writing competition?',
    kind: 'question',
    hoursAgo: 20,
    likes: 2,
    body: text`
      I wrote a short story entirely myself, but I asked an assistant to point out pacing problems and then rewrote two
      scenes. The competition rules say "original work". Should I declare it?
    `,
    replies: [
      {
        author: 'lena',
        hoursAfter: 2,
        likes: 3,
        accepted: true,
        body: 'Declare it, briefly: "I used an AI tool for feedback on pacing; all words are my own." Feedback is what an editor does. Being open costs you nothing and protects you if they ask later.',
      },
      { author: 'oskar', hoursAfter: 5, body: 'Also check if they publish an AI policy. More competitions have one now.' },
    ],
  },

  // ------------------------------------------------------------------ Educators
  welcome(
    'educators',
    'Educators',
    620,
    'Teachers, tutors and trainers: lesson ideas, marking workflows and honest talk about what works in the classroom.',
    [
      {
        author: 'anjali',
        hoursAfter: 2,
        likes: 2,
        body: 'Year 4 teacher and digital-learning lead. Goal: a simple AI policy our staff actually understand.',
      },
      { author: 'tomasz', hoursAfter: 9, body: 'Maths, secondary. I want a tutor bot that asks questions instead of giving answers.' },
    ],
  ),
  {
    community: 'educators',
    author: 'tomasz',
    title: 'A Socratic maths tutor prompt that refuses to give the answer',
    kind: 'question',
    hoursAgo: 170,
    likes: 4,
    body: text`
      Every tutor prompt I try caves the moment a pupil types "just tell me the answer". How do you make it hold the
      line without being annoying?
    `,
    replies: [
      {
        author: 'anjali',
        hoursAfter: 3,
        likes: 3,
        accepted: true,
        body: text`
          What worked for us: give it a *procedure*, not just a rule, and tell it what to do when asked for the answer.

          ~~~text
          You are a maths tutor for 13-year-olds.
          1. Ask what the pupil has tried so far.
          2. Give ONE hint: the next small step, never the final answer.
          3. If the pupil asks for the answer, say you will check their answer instead,
             and ask them to try the next step.
          4. After three hints, show a similar worked example with different numbers.
          Keep every message under 60 words.
          ~~~

          Step 4 is the release valve: they get a full example, just not their homework done for them.
        `,
      },
      { author: 'ines', hoursAfter: 10, likes: 1, body: 'The 60-word limit matters more than it looks. Long replies get skipped.' },
      { author: 'tomasz', hoursAfter: 30, body: 'Tried it with my Year 8s: the worked-example step is what made it feel fair. Thanks!' },
    ],
  },
  {
    community: 'educators',
    author: 'anjali',
    title: 'Drafting feedback comments from a rubric (with a human check)',
    kind: 'discussion',
    hoursAgo: 75,
    likes: 2,
    body: text`
      Our process for written homework: the rubric plus the pupil's work (no names) go in, two "next steps" come out, and
      the teacher edits every comment before it goes back. It saves me about three hours a week.

      ~~~text
      Rubric: {rubric}
      Pupil work: {work}
      Write two specific next steps for this pupil, each one sentence, in friendly plain English
      for a 9-year-old. Quote the part of the work each step refers to.
      ~~~
    `,
    replies: [
      {
        author: 'tomasz',
        hoursAfter: 6,
        body: 'Quoting the work is a great constraint: it stops generic comments like "add more detail".',
      },
      { author: 'ines', hoursAfter: 11, likes: 1, body: 'Do the pupils know AI was involved? We tell ours, and it has not been an issue.' },
      { author: 'anjali', hoursAfter: 14, body: 'Yes, it is in our policy and the letter to parents.' },
    ],
  },
  {
    community: 'educators',
    author: 'ines',
    title: 'Spotting AI-written essays: what actually works?',
    kind: 'discussion',
    hoursAgo: 12,
    likes: 1,
    body: text`
      Detectors have given us false positives on two pupils who wrote their own work. I have stopped using them. What do
      you do instead?
    `,
    replies: [
      {
        author: 'anjali',
        hoursAfter: 1,
        likes: 2,
        body: 'More writing in class, and a two-minute chat about the essay. Pupils who wrote it can talk about it.',
      },
      { author: 'tomasz', hoursAfter: 3, body: 'Drafts with version history. The process is the evidence.' },
    ],
  },

  // ------------------------------------------------------------------ Seniors
  welcome(
    'seniors',
    'Seniors',
    610,
    'Whether you are trying a voice assistant for the first time or already a dab hand, you are among friends here.',
    [
      { author: 'gwen', hoursAfter: 6, likes: 2, body: 'Hello! Retired librarian. I would like my phone to read my messages out loud.' },
      {
        author: 'harold',
        hoursAfter: 12,
        body: 'Harold, former engineer. I run a phone help desk at our community centre on Tuesdays.',
      },
      { author: 'beatrix', hoursAfter: 40, body: 'Beatrix here, grandmother of five. I want to learn to describe my old photos.' },
    ],
  ),
  {
    community: 'seniors',
    author: 'gwen',
    title: 'How do I get my phone to read my messages out loud?',
    kind: 'question',
    hoursAgo: 140,
    likes: 2,
    body: 'My eyes get tired with the small writing. Is there a simple way for the phone to read new messages to me? I have an Android phone.',
    replies: [
      {
        author: 'harold',
        hoursAfter: 2,
        likes: 3,
        accepted: true,
        body: text`
          Yes! Two easy ways:

          1. Say "Hey Google, read my messages" — it reads the newest ones and offers to reply.
          2. For anything on screen: Settings → Accessibility → **Select to Speak**. Then tap the little person icon and
             tap any text to hear it.

          Bring your phone on Tuesday and I will set it up with you.
        `,
      },
      { author: 'beatrix', hoursAfter: 8, body: 'Select to Speak changed my life. I use it for recipes too.' },
      { author: 'gwen', hoursAfter: 25, likes: 1, body: 'It works! Thank you @{harold}, see you Tuesday.' },
    ],
  },
  {
    community: 'seniors',
    author: 'harold',
    title: 'Scam warning: "grandchild in trouble" calls using cloned voices',
    kind: 'discussion',
    hoursAgo: 48,
    likes: 3,
    body: text`
      Two people at the centre had calls this month from a voice that sounded just like a grandchild, asking for money
      urgently. Voices can now be copied from a short video online.

      **What we recommend:**
      - Agree a family code word that a real caller would know.
      - Hang up and call the person back on the number you already have.
      - Never pay by gift cards or a bank transfer because a caller says it is urgent.
    `,
    replies: [
      { author: 'gwen', hoursAfter: 3, likes: 2, body: 'We set a code word at Sunday lunch. The grandchildren thought it was great fun.' },
      { author: 'beatrix', hoursAfter: 7, body: 'Thank you for posting this. I have shared it with my walking group.' },
    ],
  },
  {
    community: 'seniors',
    author: 'beatrix',
    title: 'Describing old family photos with AI, then checking with family',
    kind: 'discussion',
    hoursAgo: 8,
    likes: 1,
    body: 'I have been asking an assistant to describe old photos so I can label the album for the grandchildren. It guesses places and years, and it is often wrong! Now I ask my sister to check. Does anyone else do this?',
    replies: [
      {
        author: 'gwen',
        hoursAfter: 1,
        body: 'Yes. Tell it what you already know first ("this is Whitby, around 1965") and it describes the rest far better.',
      },
      { author: 'harold', hoursAfter: 2, likes: 1, body: 'Good habit to check. It is a helper, not a historian.' },
    ],
  },

  // ------------------------------------------------------------------ Parents
  welcome('parents', 'Parents', 600, 'Homework help, screen-time rules and keeping children safe: share what works in your house.', [
    { author: 'sade', hoursAfter: 4, likes: 1, body: 'Mum of two and school governor. Keen to talk about AI rules at home.' },
    { author: 'marco', hoursAfter: 15, body: 'Dad of a toddler who asks "why" 200 times a day. Researching good kids\u2019 explainers.' },
    { author: 'beatrix', hoursAfter: 33, body: 'A grandmother who does the school run three days a week!' },
  ]),
  {
    community: 'parents',
    author: 'sade',
    title: 'Our family rules for using AI with homework',
    kind: 'discussion',
    hoursAgo: 120,
    likes: 4,
    body: text`
      After some arguments we wrote these down and stuck them on the fridge:

      1. Try it yourself first, for at least ten minutes.
      2. Ask AI to explain, not to do.
      3. Say when you used it (your teacher should know).
      4. Never share your full name, school or photos with a chatbot.

      What would you add?
    `,
    replies: [
      { author: 'tomasz', hoursAfter: 5, likes: 2, body: 'As a teacher: rule 3 is gold. We would much rather know.' },
      { author: 'marco', hoursAfter: 9, body: 'Stealing this for when mine is older.' },
      {
        author: 'beatrix',
        hoursAfter: 22,
        likes: 1,
        body: 'I would add: if something it says worries you, come and tell a grown-up.',
      },
      { author: 'sade', hoursAfter: 24, body: 'Adding that one, thank you.' },
    ],
  },
  {
    community: 'parents',
    author: 'marco',
    title: 'Which assistants have proper parental controls?',
    kind: 'question',
    hoursAgo: 55,
    likes: 1,
    body: 'My 12-year-old niece wants to use a chatbot for a school project. Which ones have an under-13 or teen mode with controls a parent can see?',
    replies: [
      {
        author: 'sade',
        hoursAfter: 3,
        likes: 2,
        accepted: true,
        body: 'Check the age limit in the terms first: several services are 13+ or 18+ without a parent account. For under-13s, the tools provided through the school account are usually the safest, because the school has agreed the data terms. Ask her teacher which one they use.',
      },
      { author: 'tomasz', hoursAfter: 6, body: 'Agree. Our school has an approved list for exactly this reason.' },
    ],
  },
  {
    community: 'parents',
    author: 'tomasz',
    title: 'Bedtime stories co-written with my kids',
    kind: 'discussion',
    hoursAgo: 6,
    likes: 2,
    body: 'We take turns: each of us adds a sentence, then the assistant adds one, and it must include the thing the youngest chose (last night: a purple tractor). The kids edit its sentences when they are boring. Surprisingly good for creativity.',
    replies: [
      { author: 'sade', hoursAfter: 1, likes: 1, body: 'Kids editing the AI is the best bit. They love being in charge.' },
      { author: 'marco', hoursAfter: 2, body: 'Trying this tonight. Purple tractor is now canon.' },
    ],
  },

  // ------------------------------------------------------------------ Students
  welcome('students', 'Students', 590, 'Revision tools, coding help and study habits. Share what helps you learn, not just finish.', [
    { author: 'yuki', hoursAfter: 2, likes: 2, body: 'Biology, second year. Building flashcard tools for my course.' },
    { author: 'kwame', hoursAfter: 7, body: 'Final-year CS. Fine-tuning small models for fun and for my dissertation.' },
    { author: 'oskar', hoursAfter: 19, body: 'Music production. Here mostly for the Python help!' },
  ]),
  {
    community: 'students',
    author: 'yuki',
    title: 'Generating Anki cards from lecture notes without hallucinated facts',
    kind: 'question',
    hoursAgo: 180,
    likes: 3,
    body: text`
      I feed my lecture notes to a model and ask for question/answer pairs. About one card in ten has a "fact" that is
      not in my notes at all. How do I stop that?
    `,
    replies: [
      {
        author: 'kwame',
        hoursAfter: 2,
        likes: 4,
        accepted: true,
        body: text`
          Make it quote its source for every card, then drop any card whose quote is not really in your notes:

          ~~~python
          import json

          def grounded_cards(notes: str, cards_json: str) -> list[dict]:
              cards = json.loads(cards_json)  # [{"q": ..., "a": ..., "quote": ...}]
              return [c for c in cards if c["quote"].strip() and c["quote"] in notes]
          ~~~

          Prompt: "For each card, include the exact sentence from the notes that supports the answer, in a field called
          quote." Cards with invented facts have no real quote, so the filter removes them.
        `,
      },
      { author: 'imani', hoursAfter: 12, body: 'This is the same trick as grounding a support bot. Useful everywhere.' },
      { author: 'yuki', hoursAfter: 28, likes: 1, body: 'Went from about 10% bad cards to none that I could find in 200. Thanks!' },
    ],
  },
  {
    community: 'students',
    author: 'kwame',
    title: 'Fine-tuning a small model on a laptop: my notes',
    kind: 'discussion',
    hoursAgo: 100,
    likes: 3,
    body: text`
      For my dissertation I fine-tuned a small open model with LoRA on an 8 GB laptop GPU. Things I wish I had known:

      - Start with 200 **very** clean examples before collecting 5,000 messy ones.
      - Hold out 10% and read the outputs yourself; the loss curve lies.
      - Log every run's settings, or you will not know which run was good.

      ~~~bash
      python train.py --base small-model --lora-r 8 --epochs 3 --lr 2e-4 \\
        --train data/train.jsonl --eval data/eval.jsonl --out runs/$(date +%F-%H%M)
      ~~~
    `,
    replies: [
      { author: 'oskar', hoursAfter: 10, likes: 1, body: 'The dated output folder is such a simple good idea.' },
      { author: 'yuki', hoursAfter: 16, body: 'How long did a run take?' },
      { author: 'kwame', hoursAfter: 18, body: 'About 40 minutes for 3 epochs on 2,000 examples.' },
    ],
  },
  {
    community: 'students',
    author: 'oskar',
    title: 'Typing a TypeScript client for a chat API',
    kind: 'discussion',
    hoursAgo: 18,
    likes: 1,
    body: text`
      Small helper I use in side projects, so the compiler catches a wrong role name:

      ~~~ts
      type Role = 'system' | 'user' | 'assistant';
      interface Message {
        role: Role;
        content: string;
      }

      export async function chat(messages: Message[], signal?: AbortSignal): Promise<string> {
        const res = await fetch('/api/chat', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ messages }),
          signal,
        });
        if (!res.ok) throw new Error(\`chat failed: \${res.status}\`);
        return ((await res.json()) as { reply: string }).reply;
      }
      ~~~
    `,
    replies: [
      { author: 'kwame', hoursAfter: 2, likes: 1, body: 'Passing the AbortSignal through is the bit most people forget. Nice.' },
      { author: 'yuki', hoursAfter: 5, body: 'Saving this for my flashcard app.' },
    ],
  },

  // ------------------------------------------------------------------ Health & Fitness
  welcome(
    'health-fitness',
    'Health & Fitness',
    580,
    'Training plans, nutrition and wearables. A reminder: AI is no substitute for a doctor or physio who can see you.',
    [
      { author: 'freya', hoursAfter: 3, likes: 1, body: 'Personal trainer. Curious how clients use AI plans, and where they go wrong.' },
      { author: 'marco', hoursAfter: 11, body: 'Physio and triathlete. Happy to answer injury-prevention questions (in general terms!).' },
      { author: 'dev', hoursAfter: 29, body: 'Data analyst and slow marathoner. I like graphs of my runs far too much.' },
    ],
  ),
  {
    community: 'health-fitness',
    author: 'dev',
    title: 'Asking an AI for a marathon plan: what to tell it',
    kind: 'question',
    hoursAgo: 160,
    likes: 2,
    body: 'Every plan I get is either far too easy or far too hard. What information makes the difference?',
    replies: [
      {
        author: 'freya',
        hoursAfter: 4,
        likes: 3,
        accepted: true,
        body: text`
          Give it your *current* reality, not your goal alone:

          ~~~text
          I run 3 times a week, 25 km total, longest run 12 km at 6:30/km.
          Race: 16 weeks away. Goal: finish comfortably. Past injuries: left knee (ITB) in 2024.
          I can train Tue, Thu, Sat, Sun. Build a plan that never raises weekly distance by
          more than 10%, with a cutback week every fourth week.
          ~~~

          Then sanity-check it with a coach, or with someone in here.
        `,
      },
      { author: 'marco', hoursAfter: 9, likes: 1, body: 'Mentioning the old injury is the key line. It changes the plan a lot.' },
      { author: 'dev', hoursAfter: 20, body: 'Much better plan this time. Cutback weeks included.' },
    ],
  },
  {
    community: 'health-fitness',
    author: 'marco',
    title: 'Exporting heart-rate data and asking questions about it in SQL',
    kind: 'discussion',
    hoursAgo: 70,
    likes: 1,
    body: text`
      My watch exports a CSV. Loaded it into SQLite and asked an assistant to write the queries, then checked them:

      ~~~sql
      SELECT date(ts) AS day, round(avg(bpm)) AS avg_bpm, max(bpm) AS max_bpm
        FROM heart_rate
       WHERE activity = 'run'
       GROUP BY day
       ORDER BY day DESC
       LIMIT 14;
      ~~~
    `,
    replies: [
      { author: 'dev', hoursAfter: 5, likes: 1, body: 'A fellow SQL runner! Try a 7-day rolling average of resting heart rate too.' },
      { author: 'freya', hoursAfter: 12, body: 'Clients who track resting HR notice overtraining a week earlier. Great habit.' },
    ],
  },
  {
    community: 'health-fitness',
    author: 'freya',
    title: 'Meal plans from AI: check the protein maths',
    kind: 'discussion',
    hoursAgo: 4,
    likes: 1,
    body: 'Two clients brought me AI meal plans this week. Both looked lovely, and both were about 40 g of protein short of what the plan itself claimed. Ask it to show the totals per meal, and check a couple against the labels.',
    replies: [
      { author: 'dev', hoursAfter: 1, body: 'Models are bad at adding up. Making it show the per-meal numbers helps a lot.' },
      { author: 'marco', hoursAfter: 2, likes: 1, body: 'Same with calorie estimates for runs. Always a sanity check.' },
    ],
  },

  // ------------------------------------------------------------------ Financial Services
  welcome(
    'financial-services',
    'Financial Services',
    570,
    'Accountants, advisers and analysts: talk about AI at work, with an eye on compliance and client data.',
    [
      {
        author: 'nadia',
        hoursAfter: 2,
        likes: 2,
        body: 'Compliance at a credit union. I am the person who says "but where does the data go?"',
      },
      { author: 'owen', hoursAfter: 8, body: 'Bookkeeper. Same question as Nadia, every day.' },
      { author: 'dev', hoursAfter: 26, body: 'Analyst at an insurer, mostly forecasting.' },
    ],
  ),
  {
    community: 'financial-services',
    author: 'nadia',
    title: 'Can we paste client data into a chatbot? A checklist',
    kind: 'question',
    hoursAgo: 130,
    likes: 4,
    body: 'Staff keep asking whether they can paste client letters into an assistant to summarise them. What should we check before saying yes?',
    replies: [
      {
        author: 'owen',
        hoursAfter: 3,
        likes: 3,
        accepted: true,
        body: text`
          The checklist we use:

          1. Is it a business account whose terms say inputs are **not** used for training?
          2. Where is the data stored, and for how long?
          3. Is there a data processing agreement in place?
          4. Can we remove names and account numbers first? (Usually yes.)
          5. Who reviews the summary before it is relied on?

          If any answer is "don't know", the answer to staff is "not yet".
        `,
      },
      { author: 'rafael', hoursAfter: 7, body: 'Point 4 can be automated with a redaction step before anything leaves your network.' },
      { author: 'nadia', hoursAfter: 30, likes: 1, body: 'Adopted almost word for word. Thank you @{owen}.' },
    ],
  },
  {
    community: 'financial-services',
    author: 'rafael',
    title: 'A RAG assistant over policy documents: retrieval first',
    kind: 'discussion',
    hoursAgo: 85,
    likes: 2,
    body: text`
      Most "the bot gave a wrong answer" problems I see are retrieval problems, not model problems. Check what it found
      before blaming the model:

      ~~~python
      hits = index.search(question, k=5)
      for h in hits:
          print(round(h.score, 3), h.doc_id, h.text[:80])
      # If the right paragraph is not in these five, no prompt will fix the answer.
      ~~~

      Smaller chunks (a paragraph) with the section title prepended did more for us than any prompt change.
    `,
    replies: [
      { author: 'dev', hoursAfter: 4, likes: 1, body: 'Prepending the section title is underrated. Same for tables.' },
      { author: 'nadia', hoursAfter: 9, body: 'Does it cite the paragraph in its answer? That is what our auditors will ask.' },
      {
        author: 'rafael',
        hoursAfter: 10,
        likes: 1,
        body: 'Yes: every answer links the document and section it used. No citation, no answer.',
      },
    ],
  },
  {
    community: 'financial-services',
    author: 'dev',
    title: 'Using AI to explain a forecast to non-analysts',
    kind: 'discussion',
    hoursAgo: 15,
    likes: 1,
    body: 'I give it the chart data and our assumptions and ask for a 5-sentence explanation for the board, no jargon. Then I fix the numbers it rounds wrongly. Board members say it is the first forecast note they have read to the end.',
    replies: [
      { author: 'nadia', hoursAfter: 2, body: 'Please keep the assumptions in the note. That is the part we get asked about.' },
      { author: 'owen', hoursAfter: 4, likes: 1, body: 'Five sentences is a great constraint.' },
    ],
  },
];

export const SEED_FORUM: SeedForum = { members: SEED_FORUM_MEMBERS, threads: SEED_FORUM_THREADS };

// ---------------------------------------------------------------------------------------------------- seeding

export interface SeedForumResult {
  membersInserted: number;
  threadsInserted: number;
  repliesInserted: number;
}

/** The seed member's address (invented, @example.com). */
export const seedForumEmail = (m: Pick<SeedForumMember, 'firstName' | 'lastName'>): string =>
  `${m.firstName}.${m.lastName}@example.com`.toLowerCase();

const HOUR = 3_600_000;

/** `n` members of `pool` other than `except`, starting at `offset` (deterministic: the same seed, the same likes). */
function pick(pool: readonly string[], except: string, n: number, offset: number): string[] {
  const others = pool.filter((k) => k !== except);
  return Array.from({ length: Math.min(n, others.length) }, (_, i) => others[(offset + i) % others.length]);
}

/**
 * Takes back from each community's member count the approved memberships the seed just added for its invented members
 * (`joined`: a count per community): the seed's figure of a community's members already counts them.
 */
export async function uncountSeededMembers(m: EntityManager, joined: readonly { community_id: number; n: number }[]): Promise<void> {
  if (joined.length)
    await m.query(
      `UPDATE communities c SET member_count = greatest(c.member_count - s.n, 0)
         FROM jsonb_to_recordset($1::jsonb) AS s(community_id int, n int) WHERE c.id = s.community_id`,
      [JSON.stringify(joined)],
    );
}

/**
 * Inserts the forum's members (verified, approved in their communities), and each thread missing from its community
 * (by title) with its replies, likes, accepted answer and the watches posting writes. Threads already there are left
 * alone, so a second boot inserts nothing. Counts are written from the rows inserted. Runs in the caller's transaction.
 */
export async function seedForum(m: EntityManager, forum: SeedForum): Promise<SeedForumResult> {
  const byKey = new Map(forum.members.map((member) => [member.key, member]));
  const communityMembers = (slug: string) => forum.members.filter((x) => x.communities.includes(slug)).map((x) => x.key);
  for (const t of forum.threads) {
    for (const author of [t.author, ...t.replies.map((r) => r.author)]) {
      if (!byKey.get(author)?.communities.includes(t.community))
        throw new Error(`forum seed: ${author} is not a member of ${t.community} ("${t.title}")`);
    }
    if (t.replies.some((r) => r.hoursAfter >= t.hoursAgo)) throw new Error(`forum seed: a reply of "${t.title}" is in the future`);
    if (t.replies.filter((r) => r.accepted).length > (t.kind === 'question' ? 1 : 0))
      throw new Error(`forum seed: "${t.title}" accepts more than a question may`);
  }

  const members = forum.members.map((x) => ({
    email: seedForumEmail(x),
    first_name: x.firstName,
    last_name: x.lastName,
    bio: x.bio,
    expertise: x.expertise,
    days: x.joinedDaysAgo,
  }));
  const membersInserted = (
    (await m.query(
      `INSERT INTO users (email, first_name, last_name, bio, expertise, time_zone, email_verified_at, created_at, updated_at)
       SELECT s.email, s.first_name, s.last_name, s.bio, s.expertise, 'Europe/London', now() - make_interval(days => s.days),
              now() - make_interval(days => s.days), now() - make_interval(days => s.days)
         FROM jsonb_to_recordset($1::jsonb) AS s(email text, first_name text, last_name text, bio text, expertise text[], days int)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [JSON.stringify(members)],
    )) as unknown[]
  ).length;
  const ids = new Map<string, number>(
    (
      (await m.query(`SELECT id, email FROM users WHERE email = ANY($1)`, [members.map((x) => x.email)])) as { id: number; email: string }[]
    ).map((r) => [r.email, r.id]),
  );
  const idOf = (key: string) => ids.get(seedForumEmail(byKey.get(key)!))!;

  // Approved memberships, the first community primary (a membership or primary already there is left as it is).
  const memberships = forum.members.flatMap((x) =>
    x.communities.map((slug, i) => ({ user_id: idOf(x.key), slug, primary: i === 0, days: x.joinedDaysAgo })),
  );
  // The seed's figure of a community's members (the prototype's, e.g. 2,847) already counts its example members: these
  // are some of them made concrete, so the count the trigger adds for them is taken back (a member who leaves later
  // still takes one away, as anyone's leaving does).
  const joined = (await m.query(
    `WITH joined AS (
       INSERT INTO user_communities (user_id, community_id, is_primary, status, joined_at)
       SELECT s.user_id, c.id, s.primary, 'approved', now() - make_interval(days => s.days)
         FROM jsonb_to_recordset($1::jsonb) AS s(user_id int, slug text, "primary" boolean, days int)
         JOIN communities c ON c.slug = s.slug
       ON CONFLICT DO NOTHING
       RETURNING community_id, status)
     SELECT community_id, count(*)::int AS n FROM joined WHERE status = 'approved' GROUP BY community_id`,
    [JSON.stringify(memberships)],
  )) as { community_id: number; n: number }[];
  await uncountSeededMembers(m, joined);

  const communities = new Map<string, number>(
    ((await m.query(`SELECT id, slug FROM communities`)) as { id: number; slug: string }[]).map((r) => [r.slug, r.id]),
  );
  const existing = new Set(
    (
      (await m.query(`SELECT community_id, title FROM threads WHERE title = ANY($1)`, [forum.threads.map((t) => t.title)])) as {
        community_id: number;
        title: string;
      }[]
    ).map((r) => `${r.community_id}\n${r.title}`),
  );
  const missing = forum.threads.filter((t) => communities.has(t.community) && !existing.has(`${communities.get(t.community)}\n${t.title}`));
  if (!missing.length) return { membersInserted, threadsInserted: 0, repliesInserted: 0 };

  const [{ now }] = (await m.query(`SELECT now() AS now`)) as { now: Date }[];
  const at = (ms: number) => new Date(ms).toISOString();
  const nextIds = async (table: string, n: number): Promise<number[]> =>
    (
      (await m.query(`SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2)`, [table, n])) as {
        id: number;
      }[]
    ).map((r) => r.id);
  const threadIds = await nextIds('threads', missing.length);
  const replyIds = await nextIds(
    'replies',
    missing.reduce((n, t) => n + t.replies.length, 0),
  );
  const mention = (body: string) =>
    body.replace(/@\{(\w+)\}/g, (_, key: string) => {
      const x = byKey.get(key);
      if (!x) throw new Error(`forum seed: unknown mention @{${key}}`);
      return mentionMarkdown({ id: idOf(key), displayName: displayNameOf(x.firstName, x.lastName) });
    });

  const threads: object[] = [];
  const replies: object[] = [];
  const threadLikes: object[] = [];
  const replyLikes: object[] = [];
  const watches: object[] = [];
  const accepted: object[] = [];
  let r = 0;
  missing.forEach((t, ti) => {
    const id = threadIds[ti];
    const created = now.getTime() - t.hoursAgo * HOUR;
    const pool = communityMembers(t.community);
    const likers = pick(pool, t.author, t.likes ?? 0, ti);
    likers.forEach((k, i) =>
      threadLikes.push({ post_id: id, user_id: idOf(k), at: at(Math.min(created + (i + 1) * 600_000, now.getTime())) }),
    );
    const watchers = new Set([t.author]);
    let last = created;
    t.replies.forEach((reply, ri) => {
      const replyId = replyIds[r++];
      const replyAt = created + reply.hoursAfter * HOUR;
      last = Math.max(last, replyAt);
      const body = mention(reply.body);
      replies.push({ id: replyId, thread_id: id, author_id: idOf(reply.author), body, body_html: renderMarkdown(body), at: at(replyAt) });
      pick(pool, reply.author, reply.likes ?? 0, ti + ri).forEach((k, i) =>
        replyLikes.push({ post_id: replyId, user_id: idOf(k), at: at(Math.min(replyAt + (i + 1) * 300_000, now.getTime())) }),
      );
      if (reply.accepted) accepted.push({ id, reply_id: replyId });
      watchers.add(reply.author);
    });
    for (const k of watchers) watches.push({ thread_id: id, user_id: idOf(k) });
    const body = mention(t.body);
    threads.push({
      id,
      community_id: communities.get(t.community),
      author_id: idOf(t.author),
      title: t.title,
      body,
      body_html: renderMarkdown(body),
      kind: t.kind,
      pinned: t.pinned ?? false,
      welcome: t.welcome ?? false,
      at: at(created),
      last: at(last),
      replies: t.replies.length,
      likes: likers.length,
    });
  });

  await m.query(
    `INSERT INTO threads (id, community_id, author_id, title, body, body_html, kind, pinned, welcome, created_at, last_activity_at,
                          reply_count, like_count)
     SELECT s.id, s.community_id, s.author_id, s.title, s.body, s.body_html, s.kind, s.pinned, s.welcome, s.at, s.last, s.replies, s.likes
       FROM jsonb_to_recordset($1::jsonb) AS s(id int, community_id int, author_id int, title text, body text, body_html text, kind text,
            pinned boolean, welcome boolean, at timestamptz, last timestamptz, replies int, likes int)`,
    [JSON.stringify(threads)],
  );
  // like_count is set from the likes inserted below: a reply's `likes` is capped by the members who may like it.
  await m.query(
    `INSERT INTO replies (id, thread_id, author_id, body, body_html, created_at, like_count)
     SELECT s.id, s.thread_id, s.author_id, s.body, s.body_html, s.at, 0
       FROM jsonb_to_recordset($1::jsonb) AS s(id int, thread_id int, author_id int, body text, body_html text, at timestamptz)`,
    [JSON.stringify(replies)],
  );
  await m.query(
    `INSERT INTO thread_likes (thread_id, user_id, created_at)
     SELECT s.post_id, s.user_id, s.at FROM jsonb_to_recordset($1::jsonb) AS s(post_id int, user_id int, at timestamptz)`,
    [JSON.stringify(threadLikes)],
  );
  await m.query(
    `INSERT INTO reply_likes (reply_id, user_id, created_at)
     SELECT s.post_id, s.user_id, s.at FROM jsonb_to_recordset($1::jsonb) AS s(post_id int, user_id int, at timestamptz)`,
    [JSON.stringify(replyLikes)],
  );
  await m.query(
    `UPDATE replies r SET like_count = l.n
       FROM (SELECT reply_id, count(*)::int AS n FROM reply_likes WHERE reply_id = ANY($1) GROUP BY reply_id) l
      WHERE r.id = l.reply_id`,
    [replyIds],
  );
  await m.query(
    `UPDATE threads t SET accepted_reply_id = s.reply_id FROM jsonb_to_recordset($1::jsonb) AS s(id int, reply_id int) WHERE t.id = s.id`,
    [JSON.stringify(accepted)],
  );
  // When the Feed's migration keeps threads.accepted_at (its trigger stamps now() on this update), the answer was
  // accepted an hour after it was posted, as a member would have.
  const [{ stamped }] = (await m.query(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns WHERE table_name = 'threads' AND column_name = 'accepted_at') AS stamped`,
  )) as { stamped: boolean }[];
  if (stamped)
    await m.query(
      `UPDATE threads t SET accepted_at = least(now(), r.created_at + interval '1 hour')
         FROM replies r WHERE r.id = t.accepted_reply_id AND t.id = ANY($1)`,
      [threadIds],
    );
  await m.query(
    `INSERT INTO thread_watches (thread_id, user_id, level)
     SELECT s.thread_id, s.user_id, 'watching' FROM jsonb_to_recordset($1::jsonb) AS s(thread_id int, user_id int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(watches)],
  );
  return { membersInserted, threadsInserted: threads.length, repliesInserted: replies.length };
}
