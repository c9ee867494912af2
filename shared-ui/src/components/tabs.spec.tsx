import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './tabs';

/**
 * The server's markup of the tabs (the page the browser hydrates). Keyboard behaviour needs a browser: it is covered by
 * e2e/tests/community-detail.spec.ts ("tabs follow the APG tabs pattern from the keyboard").
 */
function html(element: ReactElement): string {
  return renderToString(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
}

function strip(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs {...props}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">
        <p>Body one</p>
      </TabsContent>
      <TabsContent value="two">
        <p>Body two</p>
      </TabsContent>
      <TabsContent value="three">
        <p>Body three</p>
      </TabsContent>
    </Tabs>
  );
}

/** The opening tags of every `tag` element in `markup`, as a map of its attributes (React escapes values; none here need it). */
function elements(markup: string, tag: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map(([, attrs]) =>
    Object.fromEntries([...attrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, k, v]) => [k, v ?? ''])),
  );
}
const tabsIn = (markup: string) => elements(markup, 'button').filter((b) => b.role === 'tab');
const panelsIn = (markup: string) => elements(markup, 'div').filter((d) => d.role === 'tabpanel');

describe('Tabs (server markup, WAI-ARIA APG tabs pattern)', () => {
  it('renders a labelled tablist of tab buttons, the default one selected and the only one in the Tab sequence', () => {
    const markup = html(strip({ defaultValue: 'two' }));
    const [list] = elements(markup, 'div').filter((d) => d.role === 'tablist');
    expect(list).toMatchObject({ 'aria-label': 'Sections', 'aria-orientation': 'horizontal', 'data-orientation': 'horizontal' });
    expect(list.tabindex).toBeUndefined(); // the list itself is not a Tab stop: the selected tab is

    const tabs = tabsIn(markup);
    expect(tabs.map((t) => [t.type, t['aria-selected'], t['data-state'], t.tabindex])).toEqual([
      ['button', 'false', 'inactive', '-1'],
      ['button', 'true', 'active', '0'],
      ['button', 'false', 'inactive', '-1'],
    ]);
  });

  it('ties each tab to its panel both ways with unique ids', () => {
    const markup = html(strip({ defaultValue: 'one' }));
    const tabs = tabsIn(markup);
    const panels = panelsIn(markup);
    expect(panels).toHaveLength(3);
    tabs.forEach((tab, i) => {
      expect(tab['aria-controls']).toBe(panels[i].id);
      expect(panels[i]['aria-labelledby']).toBe(tab.id);
    });
    const ids = [...tabs, ...panels].map((e) => e.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('mounts only the selected panel: the others are empty and hidden; every panel is focusable', () => {
    const markup = html(strip({ defaultValue: 'two' }));
    expect(markup).toContain('Body two');
    expect(markup).not.toContain('Body one');
    expect(markup).not.toContain('Body three');
    expect(panelsIn(markup).map((p) => [p['data-state'], 'hidden' in p, p.tabindex])).toEqual([
      ['inactive', true, '0'],
      ['active', false, '0'],
      ['inactive', true, '0'],
    ]);
    expect(markup).toMatch(/<div[^>]*role="tabpanel"[^>]*hidden=""[^>]*><\/div>/);
  });

  it('follows `value` over `defaultValue` when controlled', () => {
    const markup = html(strip({ value: 'three', defaultValue: 'one', onValueChange: () => undefined }));
    expect(tabsIn(markup).map((t) => t['aria-selected'])).toEqual(['false', 'false', 'true']);
    expect(markup).toContain('Body three');
    expect(markup).not.toContain('Body one');
  });

  it('gives two tab sets on one page distinct ids', () => {
    const markup = html(
      <>
        {strip({ defaultValue: 'one' })}
        {strip({ defaultValue: 'one' })}
      </>,
    );
    const ids = [...tabsIn(markup), ...panelsIn(markup)].map((e) => e.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('announces a vertical orientation and marks every part with it', () => {
    const markup = html(strip({ defaultValue: 'one', orientation: 'vertical' }));
    expect(elements(markup, 'div').filter((d) => d.role === 'tablist')[0]['aria-orientation']).toBe('vertical');
    for (const t of tabsIn(markup)) expect(t['data-orientation']).toBe('vertical');
    for (const p of panelsIn(markup)) expect(p['data-orientation']).toBe('vertical');
  });

  it('renders a disabled tab as a disabled button', () => {
    const markup = html(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b" disabled>
            B
          </TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    const [, b] = tabsIn(markup);
    expect('disabled' in b).toBe(true);
    expect('data-disabled' in b).toBe(true);
  });

  it('throws a clear error for a part outside <Tabs>', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => html(<TabsTrigger value="x">X</TabsTrigger>)).toThrow('<TabsTrigger> must be used within <Tabs>');
  });
});
