import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

export interface FirstVisitFile {
  url: string;
  type: 'js' | 'css';
  resourceType: string;
  status: number;
  encoding: string;
  cacheControl: string | null;
  transferred: number;
  contentLength: number | null;
  decoded: number;
  gzip: number;
  brotli: number;
}

export interface FirstVisitTotals {
  jsFiles: number;
  cssFiles: number;
  jsTransferred: number;
  jsDecoded: number;
  jsGzip: number;
  jsBrotli: number;
  cssTransferred: number;
  cssDecoded: number;
  cssGzip: number;
  cssBrotli: number;
}

export declare const FIRST_VISIT_JS_BUDGET: number;
export declare const FIRST_VISIT_JS_CEILINGS: Readonly<Record<string, number>>;
export declare const KEY_PAGES: readonly string[];
export declare function firstVisitFiles<T = undefined>(
  browser: Browser,
  url: string,
  options: {
    settle: (page: Page) => Promise<void>;
    inspect?: (page: Page) => Promise<T>;
    prepare?: (context: BrowserContext) => void | Promise<void>;
    contextOptions?: BrowserContextOptions;
  },
): Promise<{ files: FirstVisitFile[]; extra: T }>;
export declare function totalsOf(files: FirstVisitFile[]): FirstVisitTotals;
