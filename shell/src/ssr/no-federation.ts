/** Stands in for the federation runtime in the shell's server build, where the API hands the frame its page. */
const unavailable = () => {
  throw new Error('Module Federation is not used by the shell on the server');
};
export const loadRemote = unavailable;
export const registerRemotes = unavailable;
