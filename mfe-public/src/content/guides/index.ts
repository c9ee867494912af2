import type { Guide } from '../static-document';
import { AI_SAFETY_GUIDE } from './ai-safety';
import { PROMPT_ENGINEERING_GUIDE } from './prompt-engineering';
import { TOOL_INTEGRATION_GUIDE } from './tool-integration';

/** The three guides of AI Evolution's "AI Tips & Tricks", in the order the cards show them. */
export const GUIDES: readonly Guide[] = [PROMPT_ENGINEERING_GUIDE, AI_SAFETY_GUIDE, TOOL_INTEGRATION_GUIDE];

/** Every guide except the one being read, for "Keep learning". */
export const otherGuides = (current: Guide) => GUIDES.filter((g) => g.path !== current.path);
