/** The three global offices listed in the footer. Numbers are placeholders in reserved ranges. */
export interface Office {
  city: string;
  phone: string;
  /** The phone number as dialled (tel: link). */
  tel: string;
  address: string;
}

export const offices: Office[] = [
  { city: 'Texas', phone: '+1 (512) 555-0142', tel: '+15125550142', address: '600 Congress Ave, Suite 1400, Austin, TX 78701, USA' },
  { city: 'Doha', phone: '+974 4400 0155', tel: '+97444000155', address: 'West Bay, Tornado Tower, Level 18, Doha, Qatar' },
  { city: 'Lahore', phone: '+92 42 3500 0199', tel: '+924235000199', address: '82-B, Gulberg III, Lahore 54660, Pakistan' },
];
