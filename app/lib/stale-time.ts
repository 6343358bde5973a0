// The browser's fresh time for content pages (community, pregnancy, baby, cycle): the community's
// query options and the other pages' route staleTime.
/**
 * Community data changes slowly on the web (it is written in the app), and a page can come from
 * the shared page cache up to its fresh time plus its stale-while-revalidate window (30 s +
 * 300 s): the data in it must still count as fresh in the browser, or every such page would
 * fetch again right after it loads.
 */
export const COMMUNITY_STALE_TIME = 10 * 60_000
