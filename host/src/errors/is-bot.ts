/**
 * Search-engine crawlers and link-preview bots (SPEC §2): they get no error
 * page, only a log line, so that an error screen is never indexed or shown as
 * a link preview. Named bots first, then the generic words crawlers use; the
 * generic words must stand alone ("Cubot" is a phone, not a bot).
 */
const NAMED_BOTS =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|yandex(?:bot|images|metrika|direct)|bingbot|bingpreview|baiduspider|duckduckbot|applebot|petalbot|sogou|exabot|facebookexternalhit|facebot|meta-externalagent|twitterbot|telegrambot|slackbot|slack-imgproxy|linkedinbot|whatsapp|vkshare|discordbot|skypeuripreview|redditbot|pinterest|embedly|quora link preview|viber|mail\.ru_bot|ia_archiver|semrushbot|ahrefsbot/i;
const GENERIC_BOT_WORDS = /(?:^|[^a-z])(?:bot|crawler|spider|crawling)(?:[^a-z]|$)/i;

function isBot(userAgent: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.userAgent): boolean {
  if (!userAgent) return false;
  return NAMED_BOTS.test(userAgent) || GENERIC_BOT_WORDS.test(userAgent);
}

export { isBot };
