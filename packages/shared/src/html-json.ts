/**
 * JSON safe inside `<script type="application/json">`: no `</script>`, no comment or CDATA openers,
 * no line separators that older parsers choke on. The one rule for data the server puts into a page
 * (the server's embedded profile and app assets, the web module's query seeds).
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
