/** The router for rendering outside a browser (the shell's pre-renderer); see ./index.ts for why this entry exists. */
export { StaticRouter } from 'react-router-dom';
