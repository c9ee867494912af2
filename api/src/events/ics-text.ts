// What goes into a calendar file's text (RFC 5545 TEXT). The ics package escapes `\`, `;`, `,` and turns LF and CRLF
// into `\n`, but passes a lone CR and every other control character through raw: a CR alone ends the line for many
// readers, so a title could add properties of its own to the file. Every text is cleaned here first.

/** C0 controls but LF and TAB, DEL, and the C1 controls. */
const CONTROLS_BUT_LF_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** Every C0 control, DEL and the C1 controls. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** One line (SUMMARY, LOCATION, X-WR-CALNAME): each run of control characters (line breaks included) becomes a space. */
export const icsLine = (text: string): string => text.replace(CONTROLS, ' ').trim();

/** Text of several lines (DESCRIPTION): CRLF and a lone CR become LF (which ics escapes), other controls but TAB go. */
export const icsLines = (text: string): string => text.replace(/\r\n?/g, '\n').replace(CONTROLS_BUT_LF_AND_TAB, '');
