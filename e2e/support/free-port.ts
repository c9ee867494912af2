import { execFileSync } from 'node:child_process';

/** A port the OS says is free right now (synchronous, so the Playwright config can use it). */
export function freePort(): number {
  const out = execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  return Number(String(out).trim());
}
