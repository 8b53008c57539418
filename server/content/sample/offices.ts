import type { SampleItem } from './types';
import { sampleId } from './ids';

/** The first site's three offices; the numbers are in ranges reserved for examples. */
export const sampleOffices: SampleItem<'offices'>[] = [
  {
    id: sampleId('offices', 'texas'),
    data: {
      city: 'Texas',
      address: '600 Congress Ave, Suite 1400, Austin, TX 78701, USA',
      phone: { display: '+1 (512) 555-0142', tel: '+15125550142' },
      hours: 'Mon–Fri 9:00–18:00 (Central Time)',
      mapUrl: null,
    },
  },
  {
    id: sampleId('offices', 'doha'),
    data: {
      city: 'Doha',
      address: 'West Bay, Tornado Tower, Level 18, Doha, Qatar',
      phone: { display: '+974 4400 0155', tel: '+97444000155' },
      hours: 'Sun–Thu 8:00–17:00 (Arabia Standard Time)',
      mapUrl: null,
    },
  },
  {
    id: sampleId('offices', 'lahore'),
    data: {
      city: 'Lahore',
      address: '82-B, Gulberg III, Lahore 54660, Pakistan',
      phone: { display: '+92 42 3500 0199', tel: '+924235000199' },
      hours: 'Mon–Fri 9:00–18:00 (Pakistan Standard Time)',
      mapUrl: null,
    },
  },
];
