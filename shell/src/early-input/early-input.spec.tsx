/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { goLive as handOver, replayEarlyInput } from './replay';

/**
 * Early input without a browser: the server's HTML, capture.js as the page's head runs it, the visitor acting
 * before hydration, then React hydrating and replayEarlyInput handing over. The browser tests
 * (e2e/tests/early-input.spec.ts) do the same on the real site with its scripts held back.
 */
const CAPTURE = readFileSync(join(__dirname, 'capture.js'), 'utf8');

interface Sent {
  email: string;
  agree: boolean;
  plan: string;
}

function SignUp({ onSend, onHelp }: { onSend: (sent: Sent) => void; onHelp: () => void }) {
  const [email, setEmail] = useState('');
  const [agree, setAgree] = useState(false);
  const [plan, setPlan] = useState('free');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ email, agree, plan });
  };
  return (
    <form aria-label="Sign up" onSubmit={submit}>
      <input aria-label="Email" id="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <input aria-label="Agree" type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
      <select aria-label="Plan" value={plan} onChange={(e) => setPlan(e.target.value)}>
        <option value="free">Free</option>
        <option value="pro">Pro</option>
      </select>
      <p data-testid="echo">{email}</p>
      <button type="button" onClick={onHelp}>
        Help
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

/** What the shell's App does once hydrated (app.tsx): the hand-over, then `data-live`, in a task of its own. */
function Live({ children }: { children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(handOver, 0);
    return () => clearTimeout(timer);
  }, []);
  return children;
}

/** The visitor types as a browser reports it: the value changes, then an input event. */
function type(el: HTMLInputElement, text: string) {
  el.focus();
  el.value += text;
  el.setSelectionRange(el.value.length, el.value.length);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('early input (capture.js + replayEarlyInput)', () => {
  let root: Root | undefined;
  let container: HTMLDivElement;
  const onSend = jest.fn();
  const onHelp = jest.fn();
  const app = <SignUp onSend={onSend} onHelp={onHelp} />;

  beforeEach(() => {
    onSend.mockReset();
    onHelp.mockReset();
    document.documentElement.removeAttribute('data-live');
    container = document.createElement('div');
    container.innerHTML = renderToString(<Live>{app}</Live>);
    document.body.append(container);
    new Function(CAPTURE)(); // the inline script of the page's head
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    delete window.__cciEarly;
  });

  async function goLive() {
    await act(async () => {
      root = hydrateRoot(container, <Live>{app}</Live>);
    });
    await new Promise((resolve) => setTimeout(resolve, 0)); // the hand-over's task, outside act as in the browser
  }
  const field = <T extends HTMLElement>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
  const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

  it('what was typed, ticked and chosen before hydration is in the form state, and a submit then is made once live', async () => {
    type(field('Email'), 'ada@example.com');
    field<HTMLInputElement>('Agree').click(); // a checkbox works natively: it is ticked
    field<HTMLSelectElement>('Plan').value = 'pro';
    field('Plan').dispatchEvent(new Event('change', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    field('Sign up').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true); // held back: no native submit of the form

    await goLive();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'ada@example.com', agree: true, plan: 'pro' });
    expect(container.querySelector('[data-testid="echo"]')!.textContent).toBe('ada@example.com');
  });

  it('the field keeps focus and caret through the hand-over', async () => {
    const email = field<HTMLInputElement>('Email');
    type(email, 'grace@example.com');
    email.setSelectionRange(5, 5); // the caret moved back with the arrow keys (no input event)
    await goLive();
    expect(document.activeElement).toBe(email);
    expect([email.selectionStart, email.selectionEnd]).toEqual([5, 5]);
    expect(email.value).toBe('grace@example.com');
  });

  it('typed before hydration and submitted after React committed but before the hand-over: held, and sent with the value', async () => {
    type(field('Email'), 'lovelace@example.com');
    await act(async () => {
      root = hydrateRoot(container, <Live>{app}</Live>);
    });
    // React has committed; the hand-over's task has not run yet. The page is not live: the submit is held.
    expect(document.documentElement.hasAttribute('data-live')).toBe(false);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    field('Sign up').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.hasAttribute('data-live')).toBe(true);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ email: 'lovelace@example.com', agree: false, plan: 'free' });
  });

  it('a click on a button before hydration is held and made once live; nothing is replayed twice', async () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('Help').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onHelp).not.toHaveBeenCalled();
    await goLive();
    expect(onHelp).toHaveBeenCalledTimes(1);
    await act(async () => replayEarlyInput());
    expect(onHelp).toHaveBeenCalledTimes(1);
  });

  it('a pick in a select survives a re-render between its input and change events (React puts the old option back)', async () => {
    // The page re-renders after hydration (a form library registering its fields does) and React's update of a
    // controlled select selects its props' option again. A visitor's pick, made while that happens, fires `input`
    // (recorded), then the commit resets the option, then `change` reads the reset value: that must not be the record.
    // The hand-over is made by hand here (no <Live>), so that no timer decides when the page goes live.
    let rerender = () => {};
    function Rerendering() {
      const [, setTick] = useState(0);
      useEffect(() => {
        rerender = () => setTick((tick) => tick + 1);
      }, []);
      return <SignUp onSend={onSend} onHelp={onHelp} />;
    }
    container.innerHTML = renderToString(<Rerendering />);
    await act(async () => {
      root = hydrateRoot(container, <Rerendering />);
    });
    const plan = field<HTMLSelectElement>('Plan');
    plan.value = 'pro';
    plan.dispatchEvent(new Event('input', { bubbles: true }));
    act(() => rerender());
    expect(plan.value).toBe('free'); // React put its option back before the change event
    plan.dispatchEvent(new Event('change', { bubbles: true }));
    act(() => handOver());
    expect(plan.value).toBe('pro');
    act(() => field('Sign up').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    expect(onSend).toHaveBeenCalledWith({ email: '', agree: false, plan: 'pro' });
  });

  it('once live, nothing is recorded or held: events go to React', async () => {
    await goLive();
    button('Help').click();
    expect(onHelp).toHaveBeenCalledTimes(1);
    expect(window.__cciEarly).toBeUndefined();
  });
});
