/** Resolves after `ms` milliseconds. */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Settles like `call`, but never before `ms` have passed (spec §9: the old simulated delays of 1 s and 1.5 s
 * are now the least time a submission takes, so "Submitting..." never just flickers). A failure waits too,
 * so success and failure feel the same.
 */
export async function submitWithMinimumDuration<T>(call: Promise<T>, ms: number): Promise<T> {
  const [outcome] = await Promise.allSettled([call, delay(ms)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
