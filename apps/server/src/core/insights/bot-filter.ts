/**
 * User agents that are obviously not a person looking at a profile: crawlers, link-preview fetchers of
 * chat apps and social networks, headless and scripted browsers, HTTP libraries and monitors. A missing
 * or very short user agent counts as one too (every browser sends a long one). This is a filter for
 * honest programs; a script that pretends to be a browser is held back by the rate limit instead.
 */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|telegram|discord|slack|skype|vkshare|embedly|pinterest|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|curl|wget|python|java\/|okhttp|go-http-client|axios|node-fetch|undici|got\b|libwww|httpclient|http_request|scrapy|postman|insomnia|powershell|feedfetcher|ahrefs|semrush|mj12|bytespider|petalbot|gptbot|ccbot|claude|perplexity|chatgpt|google-inspectiontool|^node$/i;

const SHORTEST_BROWSER = 20;

export function isObviousBot(userAgent: string | undefined): boolean {
  if (userAgent === undefined) return true;
  const agent = userAgent.trim();
  return agent.length < SHORTEST_BROWSER || BOT.test(agent);
}
