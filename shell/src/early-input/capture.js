/*
 * The dead window between first paint and a live page: the server's HTML is on screen, but React has
 * not attached yet (the shell and the page's slice are still loading, or hydrating). This script is inlined into
 * the head of the shell's index.html (shell/webpack.config.js; the API allows it by its hash in the CSP), so it runs
 * before anything is painted. Until <html data-live> it records, and replay.ts hands over once the page is live:
 * - every field the visitor (or a password manager) types into or changes: the element, its value and caret;
 * - every submit (held back: the page submits it itself once live) and every click on a button (held back and
 *   clicked again once live). A submit button's click goes on, so that the browser makes the submit (Enter in a
 *   field does the same); links, checkboxes, radios, selects and labels work natively and are not held.
 * Plain ES5 (and an optional catch binding) in a closure: it runs before the shell's code, in every browser the site supports.
 */
(function (w, d) {
  var html = d.documentElement;
  w.__cciEarly = { fields: [], actions: [] }; // replay.ts takes it (and removes it) once the page is live
  var BUTTON = 'button,[role="button"],input[type="button"],input[type="submit"],input[type="image"],input[type="reset"]';
  /** What is being recorded: nothing once the page is live (or its record was handed over). */
  function recording() {
    return html.hasAttribute('data-live') ? null : w.__cciEarly;
  }
  function caret(el, which) {
    try {
      return typeof el[which] === 'number' ? el[which] : null;
    } catch {
      return null;
    }
  }
  function record(e) {
    var el = e.target;
    var early = recording();
    if (!early || !el || !/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) return;
    for (var i = 0; i < early.fields.length; i++) {
      if (early.fields[i].el !== el) continue;
      // A browser fires `input` as the value changes and `change` after (on a select at once, on a text field at
      // blur). Between the two, a render of the page may put the field's old value back (React's update of a
      // controlled select re-selects its props' option): the `input` record is what the visitor chose. `change`
      // only records a field that fires no `input`.
      if (e.type === 'change' && early.fields[i].byInput) return;
      early.fields.splice(i--, 1);
    }
    early.fields.push({
      byInput: e.type === 'input',
      el: el,
      value: el.value,
      checked: !!el.checked,
      start: caret(el, 'selectionStart'),
      end: caret(el, 'selectionEnd'),
    });
  }
  function act(e) {
    var early = recording();
    if (!early) return;
    if (e.type === 'submit') {
      early.actions.push({ type: 'submit', el: e.target, submitter: e.submitter || null });
      e.preventDefault();
    } else {
      var el = e.target && e.target.closest ? e.target.closest(BUTTON) : null;
      if (!el || el.disabled) return;
      if (el.form && /^(submit|image)$/.test(el.type)) {
        e.stopImmediatePropagation(); // the browser goes on to submit its form: that submit is what is kept
        return;
      }
      early.actions.push({ type: 'click', el: el });
      e.preventDefault();
    }
    e.stopImmediatePropagation();
  }
  w.addEventListener('input', record, true);
  w.addEventListener('change', record, true);
  w.addEventListener('click', act, true);
  w.addEventListener('submit', act, true);
})(window, document);
