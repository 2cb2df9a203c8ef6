/** The element id of the tool on the home page; '/#verktyget' scrolls to it and focuses it. */
export const TOOL_AREA_ID = 'verktyget';
export const TOOL_AREA_PATH = `/#${TOOL_AREA_ID}`;
