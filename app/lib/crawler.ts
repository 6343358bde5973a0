import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { isCrawler } from '@core/http/bots'

/**
 * Whether the page is rendered for a crawler. Decided on the server (isbot stays out of the
 * browser bundle) and handed to the browser as <html data-crawler>.
 */
export const renderingForCrawler = createIsomorphicFn()
  .server(() => isCrawler(getRequestHeader('user-agent')))
  .client(() => document.documentElement.dataset.crawler === 'true')
