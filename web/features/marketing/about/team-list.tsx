import type { ContentImage as Image } from '@contract/content/common';
import { ContentImage } from '../services/content-image';

export interface TeamMemberCard {
  name: string;
  role: string;
  bio: string;
  photo: Image | null;
}

/** The published team members; nothing while there are none. */
export function TeamList({ title, members }: { title: string; members: TeamMemberCard[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <h2 id="team-title" className="text-3xl font-bold text-navy-900">
        {title}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="team">
        {members.map((member) => (
          <li key={member.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            {member.photo && <ContentImage image={member.photo} className="mb-4 aspect-square rounded-full object-cover" />}
            <h3 className="text-lg font-semibold text-navy-900">{member.name}</h3>
            {member.role && <p className="text-sm font-medium text-brand-700">{member.role}</p>}
            {member.bio && <p className="mt-2 text-sm text-slate-700">{member.bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
