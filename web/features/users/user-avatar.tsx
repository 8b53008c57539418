import type { PublicUser } from '@contract/users';

/** The profile image, or the first letter of the name in a circle. */
export function UserAvatar({ user }: { user: PublicUser }) {
  if (user.profileImage) {
    return <img src={user.profileImage} alt={`Profile image of ${user.name}`} className="h-10 w-10 rounded-full object-cover" />;
  }
  return (
    <span
      role="img"
      aria-label={`Profile initial of ${user.name}`}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white"
    >
      {user.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
