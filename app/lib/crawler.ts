import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { isCrawler } from '@core/http/bots'

/**
 * Whether an error screen is rendered for a crawler (the spec: crawlers get no error page).
 * Decided on the server (isbot stays out of the browser bundle) and handed to the browser as
 * <html data-crawler>, which only an error answer carries (never cached; decision 031).
 */
export const renderingForCrawler = createIsomorphicFn()
  .server(() => isCrawler(getRequestHeader('user-agent')))
  .client(() => document.documentElement.dataset.crawler === 'true')
