import { renderMarkdown } from '@cci/contracts';
import { PostBody } from './post-body';

/**
 * The composer's preview: contracts' renderMarkdown, the very function the API stores posts with. Loaded only when a
 * preview is shown (markdown-editor.tsx): markdown-it and highlight.js are most of a thread page's script otherwise,
 * and the posts on the page are already HTML (rendered by the API).
 */
export default function MarkdownPreview({ markdown }: { markdown: string }) {
  return <PostBody html={renderMarkdown(markdown)} />;
}
