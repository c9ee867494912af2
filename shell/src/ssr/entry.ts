// The shell's server build (webpack.ssr.js → dist-ssr/render.js), loaded by the API process. It carries the shell's
// frame and the shared libraries; the slices' pages are not in it: the API loads them at run time from each slice's
// server container (api/src/web/prerender.ts), and provides these libraries to them (one React, one router, one
// styled-components, one SWR cache, as in the browser).
import * as sharedUi from '@cci/shared-ui';
import * as sharedUiForms from '@cci/shared-ui/forms';
import * as sharedUiRouter from '@cci/shared-ui/router';
import * as finalForm from 'final-form';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as reactFinalForm from 'react-final-form';
import * as styledComponents from 'styled-components';
import * as swr from 'swr';
import * as zustand from 'zustand';

declare const __SHARED_VERSIONS__: Record<string, string>;

const MODULES: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDOM,
  'styled-components': styledComponents,
  zustand,
  swr,
  'react-final-form': reactFinalForm,
  'final-form': finalForm,
  '@cci/shared-ui': sharedUi,
  '@cci/shared-ui/forms': sharedUiForms,
  '@cci/shared-ui/router': sharedUiRouter,
};

/**
 * The shared singletons as the federation runtime takes them (`shared` of createInstance): the same names and
 * versions as tools/webpack/create-config.js shares in the browser.
 */
export const shared = Object.fromEntries(
  Object.entries(MODULES).map(([name, lib]) => {
    const version = __SHARED_VERSIONS__[name]!;
    return [
      name,
      { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: name.startsWith('@cci/') ? false : `^${version}` } },
    ];
  }),
);

export { parseRemotesConfig, sliceOf } from '../routes';
export { paramReadsOf, prerender, routeOf } from './render';
export type { FetchJson, PageToRender, PrerenderedPage } from './render';
export { documentTitle } from '@cci/shared-ui';
export { headTags } from '@cci/shared-ui/page-head';
