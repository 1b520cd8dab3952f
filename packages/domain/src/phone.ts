/** A phone number as people type it ('514 555-0142', '+1 (514) 555-0142 poste 12'): forms and API agree. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{7,25}(\s*(x|ext\.?|poste)\s*\d{1,6})?$/i;
