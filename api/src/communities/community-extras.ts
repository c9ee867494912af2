import type { CommunityExtras, ExtraContentSlug } from '@cci/contracts';

/**
 * Static per-community content shown on the Community detail page (spec §2): the Overview "About" text,
 * Topics & Benefits, the AI Coach banner and the Community Support tab. Only the seven slugs in
 * EXTRA_CONTENT_SLUGS carry it. Served by GET /api/communities/:slug/extras, so a visit downloads one
 * community's texts (as data) rather than all seven (as the page's code). The texts are the spec's, verbatim.
 */
export const COMMUNITY_EXTRAS: Record<ExtraContentSlug, CommunityExtras> = {
  entrepreneurs: {
    expandedDescription:
      'The Entrepreneurs community is where founders, solo operators and early-stage teams compare notes on putting AI to work in a real business. Whether you are validating an idea over the weekend or scaling a product with paying customers, you will find people who have wrestled with the same questions: which tasks to automate first, how to price an AI-powered service, and how to stay on the right side of UK GDPR while you do it.\n\n' +
      'Conversations here are practical and generous. Members share the prompts that draft their investor updates, the no-code workflows that answer customer enquiries overnight, and the honest numbers behind experiments that did and did not pay off. Nobody is expected to be an engineer; curiosity and a willingness to test things are enough.\n\n' +
      'Alongside the discussion, we run pitch clinics, founder meet-ups in London and Manchester, and online sessions with operators who have built AI into their own companies. Come with a problem, leave with a plan and a few new allies.',
    topics: [
      'Validating a business idea with AI research',
      'Automating customer support without losing the personal touch',
      'Pricing AI-powered products and services',
      'Writing investor updates and pitch decks with AI',
      'No-code tools for building an MVP',
      'UK GDPR and data protection for small businesses',
      'AI for marketing on a bootstrapped budget',
      'Hiring and working alongside AI assistants',
    ],
    benefits: [
      'Get candid feedback on your pitch, pricing and product from founders who have been there.',
      'Discover AI tools and workflows that save hours on admin, marketing and customer service.',
      'Meet potential co-founders, collaborators and early customers across the UK and beyond.',
      'Join pitch clinics and founder meet-ups where you can rehearse before the real thing.',
      'Learn from honest case studies that share the costs, results and mistakes, not just the wins.',
      'Stay ahead of regulation and best practice with plain-English summaries shared by members.',
    ],
    aiCoachExamples: [
      'Practise your investor pitch and get instant feedback on clarity and pacing',
      'Rehearse tough investor Q&A with questions tailored to your stage and sector',
      'Stress-test your business model and spot gaps in your assumptions',
      'Draft a crisp one-page summary and monthly investor update',
      'Plan your go-to-market with a step-by-step launch checklist',
      'Prepare for negotiations with suppliers, partners and early hires',
    ],
    helpProvided: [
      {
        title: 'Pitch Clinics',
        description: 'Present to a small group of founders and mentors each month and come away with specific, actionable notes.',
      },
      {
        title: 'Founder Q&A Threads',
        description:
          'Ask anything from VAT on software subscriptions to choosing an AI vendor and get answers from people who have done it.',
      },
      {
        title: 'Tool Reviews',
        description: 'Member-written reviews of AI tools for sales, support and operations, with real costs and set-up time.',
      },
      {
        title: 'Investor Introductions',
        description: 'Meet angels and early-stage funds at curated showcases once your pitch is ready for the room.',
      },
      {
        title: 'Growth Experiments',
        description: 'Join shared challenges to test an AI-driven marketing or sales idea in a fortnight and compare results.',
      },
      {
        title: 'Peer Mastermind Groups',
        description: 'Small groups of six founders who meet fortnightly to keep each other accountable and moving forward.',
      },
    ],
  },

  creatives: {
    expandedDescription:
      'The Creatives community brings together illustrators, writers, designers, photographers, musicians and film-makers who are exploring what AI means for their craft. Some members use generative tools every day; others are sceptical and want to understand them before deciding. Both are welcome, and the best conversations often happen between the two.\n\n' +
      'Here you can share work in progress, swap prompts and techniques, and talk openly about the harder questions: credit, consent, copyright and how to keep your own voice when a machine can produce a thousand variations in a minute. We care about originality and about the people whose work trained these systems.\n\n' +
      'Expect monthly creative challenges, portfolio reviews, and workshops on using AI as a sketchbook, an editor or a studio assistant rather than a replacement for your own eye.',
    topics: [
      'Using AI as a sketchbook for early ideas',
      'Copyright, credit and consent in AI-assisted work',
      'Keeping your personal style in a generative world',
      'Prompting techniques for image and video tools',
      'AI for editing, mastering and post-production',
      'Pricing and licensing AI-assisted commissions',
      'Building a portfolio that stands out',
      'Collaborations between artists and technologists',
    ],
    benefits: [
      'Share work in progress and receive thoughtful critique from fellow makers.',
      'Learn practical techniques for image, audio, video and writing tools from working creatives.',
      'Take part in monthly creative challenges that stretch your skills and build your portfolio.',
      'Join honest discussions about ethics, attribution and fair use of AI in creative work.',
      'Find collaborators for exhibitions, zines, short films and commercial projects.',
      'Get your portfolio seen by clients and studios looking for AI-literate talent.',
    ],
    aiCoachExamples: [
      'Brainstorm fresh concepts and moodboard directions for your next project',
      'Get structured feedback on a draft, from story pacing to colour and composition',
      'Write a confident artist statement and portfolio descriptions',
      'Prepare for client briefs and practise explaining your creative choices',
      'Plan a realistic schedule for a commission, exhibition or album release',
      'Research licensing and usage rights before you quote for a job',
    ],
    helpProvided: [
      {
        title: 'Portfolio Reviews',
        description: 'Book a slot in our monthly review sessions and get feedback from established designers, writers and artists.',
      },
      {
        title: 'Technique Workshops',
        description: 'Hands-on sessions on blending AI tools into a traditional workflow without losing your signature style.',
      },
      {
        title: 'Ethics Circle',
        description: 'A friendly space to talk through copyright, consent and disclosure questions before they become problems.',
      },
      {
        title: 'Creative Challenges',
        description: 'Monthly themed briefs with community voting and a showcase of the most inventive entries.',
      },
      {
        title: 'Collaboration Board',
        description: 'Post a project, find a collaborator: writers meet illustrators, musicians meet film-makers.',
      },
      {
        title: 'Showcase Opportunities',
        description: 'Selected member work is featured in online galleries and at our in-person creative evenings.',
      },
    ],
  },

  educators: {
    expandedDescription:
      'The Educators community is for teachers, lecturers, tutors, teaching assistants and school leaders who want to use AI thoughtfully in and around the classroom. From primary phonics to postgraduate research supervision, members share what is actually working with real learners, and what is not.\n\n' +
      'We talk about saving time on planning and marking, adapting resources for pupils with special educational needs, and teaching young people to question AI output rather than copy it. Safeguarding, data protection and academic integrity are never an afterthought here; they shape every recommendation.\n\n' +
      'Members swap lesson plans, policy templates and honest reflections, and join short online sessions that fit around the school timetable. Whether you are an enthusiastic early adopter or simply want to know what your students are using, you will find a thoughtful, supportive staffroom.',
    topics: [
      'Lesson planning with AI in under half an hour',
      'Differentiating resources for SEND learners',
      'Marking and feedback without losing the human touch',
      'Academic integrity in the age of chatbots',
      'Writing a school or department AI policy',
      'Teaching students to fact-check AI output',
      'Safeguarding and data protection with AI tools',
      'AI in further and higher education',
    ],
    benefits: [
      'Reclaim hours each week with proven approaches to planning, marking and admin.',
      'Access a growing library of lesson plans and resources shared by fellow educators.',
      'Get clear, practical guidance on safeguarding, GDPR and academic integrity.',
      'Learn how to teach critical AI literacy to learners of every age.',
      'Connect with colleagues across primary, secondary, further and higher education.',
      'Build evidence for your professional development and share it with your school.',
    ],
    aiCoachExamples: [
      'Plan a differentiated lesson sequence in minutes, with ideas for every ability level',
      'Generate fresh quiz questions and retrieval practice from your scheme of work',
      'Turn marking notes into clear, encouraging feedback for each student',
      'Draft a sensible classroom AI policy to discuss with colleagues',
      'Prepare for lesson observations and interviews for leadership roles',
      'Research new teaching approaches with summaries of the latest evidence',
    ],
    helpProvided: [
      {
        title: 'Resource Exchange',
        description: 'Share and adapt lesson plans, prompts and worksheets that other educators have tested with real classes.',
      },
      {
        title: 'Policy Templates',
        description: 'Starter templates for acceptable-use and assessment policies, written with safeguarding in mind.',
      },
      {
        title: 'Staffroom Q&A',
        description: 'Post a question after the bell and get practical answers from colleagues in similar settings.',
      },
      {
        title: 'CPD Sessions',
        description: 'Short, focused online sessions on AI in teaching, scheduled to fit around the school day.',
      },
      {
        title: 'Action Research Groups',
        description: 'Run a small classroom trial with peers, measure what changes and share the findings.',
      },
      {
        title: 'Leadership Network',
        description: 'Heads of department and senior leaders compare strategies for rolling out AI across a whole school.',
      },
    ],
  },

  seniors: {
    expandedDescription:
      'The Seniors community is a patient, friendly place for people in later life who are curious about AI, whether you have used computers for decades or only recently got your first smartphone. There are no silly questions here, and nobody will rush you.\n\n' +
      'Members help each other with everyday uses: asking a voice assistant to set reminders for medication, writing a letter to the council, tracing family history, keeping in touch with grandchildren, or simply finding a good recipe. Just as importantly, we talk openly about staying safe: spotting scam messages, protecting personal details and knowing when to ask for help.\n\n' +
      'Many members also bring a lifetime of experience in work and community life, and they share it generously. Come along to a relaxed online session or a local drop-in, and learn at your own pace alongside people who understand.',
    topics: [
      'Getting started with voice assistants',
      'Spotting scams and staying safe online',
      'Using AI to research family history',
      'Keeping in touch with family and friends',
      'Reminders for appointments and medication',
      'Making text larger and easier to read',
      'Writing letters and forms with AI help',
      'Hobbies, travel planning and lifelong learning',
    ],
    benefits: [
      'Learn at your own pace with friendly people who remember what it was like to start.',
      'Build confidence to spot scams and keep your personal information safe.',
      'Discover simple AI tools that make everyday tasks easier and more enjoyable.',
      'Stay connected with family, friends and a warm community of peers.',
      'Share your own knowledge and experience with members of every generation.',
      'Join relaxed online sessions and local drop-ins with no jargon and no pressure.',
    ],
    aiCoachExamples: [
      'Get gentle, step-by-step guidance on using your phone, tablet or computer',
      'Check whether a message or phone call looks like a scam before you respond',
      'Write clear letters and emails to your GP, bank or local council',
      'Plan days out and holidays with accessible routes and timings',
      'Explore your family history and organise what you find',
      'Practise conversations with a patient companion whenever you like',
    ],
    helpProvided: [
      {
        title: 'Friendly Tech Helpers',
        description: 'Volunteers who explain things slowly and clearly, with as many repeats as you need.',
      },
      {
        title: 'Staying Safe Online',
        description: 'Plain-English guides and regular sessions on spotting scams and protecting your details.',
      },
      {
        title: 'Large-Print Guides',
        description: 'Step-by-step printable guides for popular apps, designed to be easy on the eyes.',
      },
      {
        title: 'Lifelong Learning Circles',
        description: 'Small groups exploring history, languages, gardening and more with a little help from AI.',
      },
      {
        title: 'Share Your Story',
        description: 'Record memories and life lessons with AI help and share them with family or the community.',
      },
      {
        title: 'Intergenerational Meet-ups',
        description: 'Swap skills with students and parents: you teach life experience, they share the latest tips.',
      },
    ],
  },

  parents: {
    expandedDescription:
      'The Parents community is for mums, dads, carers and guardians figuring out how AI fits into family life. Our children are growing up with chatbots, smart speakers and AI homework helpers, and most of us are learning as we go. This is a place to compare notes without judgement.\n\n' +
      'Members share tips on organising busy weeks, planning meals on a budget and supporting homework without simply handing over the answers. We also discuss the bigger questions honestly: screen time, online safety, age-appropriate tools and how to talk to children about what AI is and is not.\n\n' +
      'Whether your children are toddlers or teenagers, you will find practical ideas, reassuring voices and parents who are happy to share what works in their house.',
    topics: [
      'Supporting homework without doing it for them',
      'Age-appropriate AI tools for children',
      'Screen time and healthy digital habits',
      'Keeping children safe online',
      'Meal planning and family organisation',
      'Talking to kids about how AI works',
      'AI for children with additional needs',
      'Balancing work, family and a little time for yourself',
    ],
    benefits: [
      'Swap practical tips with parents who face the same daily juggling act.',
      'Learn which AI tools are suitable for your children, and which to avoid.',
      'Get clear, up-to-date advice on online safety and privacy for young people.',
      'Save time on family admin, from meal plans to school letters and schedules.',
      'Find reassurance and support when new technology feels overwhelming.',
      'Help your children build healthy, critical habits with AI from an early age.',
    ],
    aiCoachExamples: [
      'Plan a week of family meals and a shopping list that fits your budget',
      'Find ways to explain tricky homework topics without giving away the answer',
      'Prepare for difficult conversations about screen time, friendships or worries',
      'Organise school dates, clubs and appointments into one calm family plan',
      "Create bedtime stories and games tailored to your child's interests",
      'Think through parenting challenges with a supportive, non-judgemental coach',
    ],
    helpProvided: [
      {
        title: 'Parent-to-Parent Advice',
        description: 'Ask the community and hear what has genuinely worked for families like yours.',
      },
      {
        title: 'Online Safety Guides',
        description: 'Clear, regularly updated guides to privacy settings, parental controls and age ratings.',
      },
      {
        title: 'Homework Help Tips',
        description: 'Approaches that use AI to build understanding rather than shortcut learning.',
      },
      {
        title: 'Family Tech Workshops',
        description: 'Short online sessions for parents and children to explore AI tools safely together.',
      },
      {
        title: 'Tool Recommendations',
        description: 'Member-tested apps for organisation, learning and creativity, with honest pros and cons.',
      },
      {
        title: 'Local Parent Meet-ups',
        description: 'Relaxed coffee mornings and weekend meet-ups to share ideas and make new friends.',
      },
    ],
  },

  students: {
    expandedDescription:
      'The Students community is for sixth-formers, undergraduates, postgraduates and apprentices who want to use AI to learn better, not just faster. We talk about revising smarter, researching responsibly and building the skills employers are starting to expect.\n\n' +
      "Members share study techniques, research workflows and honest takes on where AI helps and where it gets in the way. We are clear about academic integrity: understanding your institution's rules and making sure the work you hand in is genuinely yours.\n\n" +
      'Beyond the books, the community is a launchpad for what comes next. Get ready for placements, graduate schemes and interviews, find study partners and project collaborators, and meet graduates and mentors already working with AI in their careers.',
    topics: [
      'Revision techniques that use AI well',
      'Research and referencing with AI tools',
      'Academic integrity and university AI policies',
      'Preparing for placements and graduate interviews',
      'Building a portfolio of AI projects',
      'Managing deadlines and study-life balance',
      'Learning to code with AI support',
      'Careers in AI and data',
    ],
    benefits: [
      'Learn study and research techniques that help you understand material, not just finish it.',
      "Get clear guidance on using AI within your institution's academic integrity rules.",
      'Prepare for interviews, assessment centres and placements with peers and mentors.',
      'Find study partners and teammates for hackathons and group projects.',
      'Build a portfolio of practical AI skills that stands out to employers.',
      'Connect with graduates and professionals working in AI-driven careers.',
    ],
    aiCoachExamples: [
      'Prepare for interviews with realistic mock questions and feedback on your answers',
      'Get research help finding, summarising and comparing sources for your essays',
      'Build a revision timetable that works around lectures, shifts and deadlines',
      'Turn your lecture notes into flashcards and practice questions',
      'Polish your CV and cover letters for placements and graduate schemes',
      'Practise presentations and seminar contributions with feedback on delivery',
    ],
    helpProvided: [
      {
        title: 'Study Groups',
        description: 'Join subject-based groups to revise together, share resources and keep each other motivated.',
      },
      {
        title: 'Research Skills Clinics',
        description: 'Learn to search, evaluate and reference sources properly, with AI as a helper rather than a shortcut.',
      },
      {
        title: 'Wellbeing Check-ins',
        description: 'A supportive space to talk about workload, stress and balance during busy terms.',
      },
      {
        title: 'Career Mentoring',
        description: 'Get matched with graduates and professionals for advice on placements, internships and first jobs.',
      },
      {
        title: 'Hackathons & Challenges',
        description: 'Team up for AI challenges that build real projects for your CV and portfolio.',
      },
      {
        title: 'Interview Practice Nights',
        description: 'Run mock interviews with peers and mentors before the real assessment centre.',
      },
    ],
  },

  'health-fitness': {
    expandedDescription:
      'The Health & Fitness community is for everyone using AI to move more, eat well and feel better: gym regulars, weekend runners, personal trainers, physiotherapists, yoga teachers and complete beginners alike. Whatever your starting point, you will find encouragement rather than judgement.\n\n' +
      'Members share how they use AI to plan training blocks, log workouts, make sense of wearable data, and cook balanced meals on a budget. We are careful and honest about the limits: AI can support healthy habits, but it is no substitute for your GP, a registered dietitian or a qualified coach, and we always encourage professional advice where it matters.\n\n' +
      'Join monthly challenges, share progress with people cheering you on, and swap tips with fitness professionals who are exploring how AI can help their clients.',
    topics: [
      'Building a training plan with AI',
      'Making sense of wearable and sleep data',
      'Healthy meal planning on a budget',
      'Couch to 5K and beyond',
      'Strength training for beginners',
      'Recovery, mobility and injury prevention',
      'Mental wellbeing and mindful movement',
      'AI tools for personal trainers and coaches',
    ],
    benefits: [
      'Stay motivated with monthly challenges and a community that celebrates every milestone.',
      'Learn how to turn fitness tracker data into insights you can actually use.',
      'Get practical ideas for balanced, affordable meals that fit your routine.',
      'Swap tips with personal trainers, physios and experienced athletes.',
      'Understand the limits of AI advice and when to speak to a professional.',
      'Find training partners and local groups for runs, rides and workouts.',
    ],
    aiCoachExamples: [
      'Build a weekly training plan around your goals, equipment and schedule',
      'Check your progress and adjust your plan when life gets in the way',
      'Plan balanced meals and shopping lists that fit your budget and tastes',
      'Understand your sleep and heart-rate trends in plain English',
      'Prepare for your first 10K, half-marathon or sportive with a paced build-up',
      'Build lasting habits with gentle check-ins and encouragement',
    ],
    helpProvided: [
      {
        title: 'Beginner-Friendly Plans',
        description: 'Starter programmes for running, strength and mobility, reviewed by qualified coaches in the community.',
      },
      {
        title: 'Ask a Professional',
        description: 'Regular Q&A threads with personal trainers, physiotherapists and nutrition professionals.',
      },
      {
        title: 'Progress Buddies',
        description: 'Pair up with a member on a similar journey to share check-ins and keep each other going.',
      },
      {
        title: 'Monthly Challenges',
        description: 'From step counts to mobility streaks, friendly challenges with a leaderboard and shout-outs.',
      },
      {
        title: 'Coach Toolkit',
        description: 'For fitness professionals: ways to use AI for programming, client check-ins and content.',
      },
      {
        title: 'Local Meet-ups',
        description: 'Park runs, walking groups and outdoor workouts organised by members near you.',
      },
    ],
  },
};

/** Returns the extra content for a community slug, or undefined for slugs without extras (e.g. financial-services). */
export function getCommunityExtras(slug: string): CommunityExtras | undefined {
  return Object.prototype.hasOwnProperty.call(COMMUNITY_EXTRAS, slug) ? COMMUNITY_EXTRAS[slug as ExtraContentSlug] : undefined;
}
