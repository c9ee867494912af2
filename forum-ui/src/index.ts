// @cci/forum-ui: the discussion pieces the community slice's forum pages, the dashboard's Discussions tab and the
// other slices' member avatars and post bodies share. A library of its own, not in shared-ui: markdown-it and
// highlight.js (the composer's preview) must not weigh on the first visit of pages without discussions.
export * from './author-name';
export * from './relative-time';
export * from './post-body';
export * from './markdown-editor';
export * from './use-mentions';
export * from './post-submit';
export * from './thread-path';
export * from './heading-link';
export * from './thread-row';
export * from './tag-chips';
export * from './tag-picker';
export * from './thread-list';
export * from './thread-composer';
export * from './dialog';
export * from './use-server-draft';
export * from './draft-status';
export * from './title-field';
export * from './report-dialog';
