/** Each language is offered under its own name, whatever the interface language. */
export default { fr: 'Français', en: 'English', ar: 'العربية' };
