/** "Title | Company", or the title alone while no company is published (an empty site names no one). */
export const pageTitle = (title: string, companyName: string | null | undefined) => (companyName ? `${title} | ${companyName}` : title);
