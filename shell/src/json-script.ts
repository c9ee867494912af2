/** The JSON of a `<script type="application/json" id="…">` the server put in the page, if it is there and parses. */
export function readJsonScript(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
