import { CALL_MINUTES } from '@contract/booking';

/** Copy of the /book page: a visitor picks the time of their first call. */
export const bookingContent = {
  eyebrow: 'Book a call',
  title: `Book your ${CALL_MINUTES}-minute call`,
  intro: 'Pick a time that suits you. One of our engineers joins you to talk through your data, your sources and what we would build.',
  metaTitle: 'Book a call',
  metaDescription: `Book a ${CALL_MINUTES}-minute call with an engineer: pick a free time in your own time zone.`,
  /** The reference of the enquiry this booking belongs to, when the visitor came from the contact form. */
  forEnquiry: (reference: string) => `This call is for your enquiry ${reference}.`,
  zone: {
    label: 'Time zone',
    submit: 'Show times',
    /** "Times are shown in Central European Time (Berlin)." */
    shownIn: (words: string) => `Times are shown in ${words}.`,
  },
  slots: {
    legend: 'Choose a time',
    none: 'No times are free in these days.',
    noneHint: 'Try the next days, or send us a message and we will find a time with you.',
    contactLink: 'Send a message instead',
    earlier: '← Earlier days',
    later: 'Later days →',
    daysLabel: 'Days',
    weeksLabel: 'Other days',
    /** A day's button: "Tue 1 Dec", and how many times are free. */
    free: (n: number) => (n === 0 ? 'none free' : `${n} free`),
  },
  form: {
    legend: 'Your details',
    name: 'Your name',
    email: 'Work email',
    note: 'Anything we should read first?',
    noteHint: 'A sentence on your project helps us prepare.',
    submit: 'Book the call',
    slotRequired: 'start: choose a time for the call',
  },
  booked: {
    title: 'Your call is booked',
    text: (email: string) => `An invitation with the details is on its way to ${email}.`,
    with: (name: string) => `You will speak with ${name}.`,
    change: 'The invitation has a link to cancel if your plans change.',
  },
  /** The cancel link of the visitor's invitation. */
  cancel: {
    title: 'Cancel your call',
    text: 'Press the button to cancel the call you booked. We will let the engineer know, and you can book another time.',
    submit: 'Cancel the call',
    doneTitle: 'Your call is cancelled',
    done: (when: string) => `The call on ${when} is cancelled. A cancellation is on its way to your calendar.`,
    brokenTitle: 'This link does not work',
    broken: 'This cancel link does not work (any more): the call may be cancelled already.',
    bookAgain: 'Book another time',
  },
  /** The reschedule link of the visitor's invitation (decision 133). */
  reschedule: {
    title: 'Choose another time',
    current: (when: string, name: string) => `Your call with ${name} is booked for ${when}. Choose a new time below.`,
    submit: 'Move the call',
    doneTitle: 'Your call is moved',
    done: (when: string) => `The call is now on ${when}. An updated invitation is on its way to your calendar.`,
    brokenTitle: 'This link does not work',
    broken: 'This link does not work (any more): the call may have been moved or cancelled already.',
    none: 'There is no other free time in the next two weeks. Please reply to your invitation instead.',
  },
  taken: 'That time was taken a moment ago. Here are the next free times.',
  failure: 'Your booking could not be sent. Please try again in a moment, or send us a message.',
} as const;
