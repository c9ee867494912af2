/** Stands in for the federation runtime in the pre-renderer bundle, where no remote is ever loaded. */
const unavailable = () => {
  throw new Error('Module Federation is not available while pre-rendering');
};
export const loadRemote = unavailable;
export const registerRemotes = unavailable;
