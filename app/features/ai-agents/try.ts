/** The try-it page's anchor: a message form's redirect scrolls to the last message (JavaScript off too). */
export const LAST_MESSAGE_ID = "last-message";
