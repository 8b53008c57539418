/** The portfolio carousel's slides (web/features/marketing/carousels, no longer on /aboutus: its pictures are placeholders). */
export const portfolio = {
  title: 'Portfolio',
  carouselLabel: 'Portfolio projects',
  slides: [1, 2, 3].map((n) => ({
    src: `/images/about/portfolio-${n}.svg`,
    alt: `Portfolio project ${n}: dashboard built on a scraped data feed`,
    width: 1200,
    height: 600,
  })),
};
