/** A small page of the gateway's own, for the links in mails: a heading, the words given, and the way back. */
export const htmlPage = (heading: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<main><h1>${heading}</h1>${body}<p><a href="/">Back to the shop</a></p></main></body></html>`;

/** How the API document shows such a page. */
export const HTML_PAGE = { type: 'text/html', schema: { type: 'string' } };
