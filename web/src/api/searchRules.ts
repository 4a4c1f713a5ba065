// A search's text, shared: the API refuses a longer one (api/src/services/search.ts); the site's
// search boxes take no more, and a ?q= in an address is cut to it.
export const maxSearchLength = 200;
