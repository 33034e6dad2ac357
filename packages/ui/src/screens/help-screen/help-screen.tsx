import { Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { ITEM_LIMITS } from '@pedalswap/domain/item-messages';
import type { ReactNode } from 'react';
import { useLinkComponent } from '../../components/link/link.tsx';
import * as css from './help-screen.css.ts';

interface HelpTopic {
  id: string;
  title: string;
  questions: readonly { question: string; answer: ReactNode }[];
}

/** The help centre's answers, written against what the product does today. */
function helpTopics(Link: ReturnType<typeof useLinkComponent>): readonly HelpTopic[] {
  const to = (href: string, label: string) => (
    <RadixLink asChild underline="always">
      <Link href={href}>{label}</Link>
    </RadixLink>
  );
  return [
    {
      id: 'account',
      title: 'Your account',
      questions: [
        {
          question: 'How do I create an account?',
          answer: (
            <>
              {to('/register', 'Create an account')} with your e-mail, name and city, then follow
              the link in the e-mail we send you. Listing an item needs a verified e-mail.
            </>
          ),
        },
        {
          question: 'I did not get the verification e-mail.',
          answer: (
            <>
              Check your spam folder first. Signing in with an unverified address offers to send the
              link again; links stay valid for 24 hours.
            </>
          ),
        },
        {
          question: 'I forgot my password.',
          answer: (
            <>
              Use {to('/forgot-password', 'Forgot password')} on the sign-in page: we e-mail a link
              to choose a new one. Choosing it signs you out on every device.
            </>
          ),
        },
        {
          question: 'How do I delete my account?',
          answer: (
            <>
              In {to('/settings#privacy', 'Settings, Privacy')}, choose Delete account and type
              DELETE to confirm. Your profile is anonymised and your listings leave the catalog at
              once.
            </>
          ),
        },
      ],
    },
    {
      id: 'listing',
      title: 'Listing an item',
      questions: [
        {
          question: 'What can I list?',
          answer: (
            <>
              Bikes, parts, accessories and gear. Start from{' '}
              {to('/list-item/bike', 'Trade/Sell Your Bike')} or from Your Bikes on your profile.
            </>
          ),
        },
        {
          question: 'How many photos can I add?',
          answer: (
            <>
              Up to {ITEM_LIMITS.photosPerListing} photos of up to 10 MB each (PNG or JPG). The
              primary photo leads your listing; drag the others, or use the handle with Space and
              the arrow keys, to order them.
            </>
          ),
        },
        {
          question: 'Why is my listing not in the catalog yet?',
          answer: (
            <>
              Every listing is reviewed by our staff before it is published. You get a notification
              when it is approved. If it is not approved, it comes back to you as a draft with the
              reason, so you can fix it and submit it again.
            </>
          ),
        },
        {
          question: 'Is my work saved while I type?',
          answer: (
            <>
              Yes. The editor saves as you go and says when something could not be saved; a draft
              you leave is there when you come back.
            </>
          ),
        },
      ],
    },
    {
      id: 'buying',
      title: 'Finding a bike',
      questions: [
        {
          question: 'How do I search?',
          answer: (
            <>
              {to('/catalog', 'Browse the catalog')} by type, then narrow it by words, bike type,
              condition, city and price. The filters live in the address, so you can share a search.
            </>
          ),
        },
        {
          question: 'What are tokens?',
          answer: (
            <>
              Tokens are PedalSwap&apos;s trade credit. Your balance and its history are on your
              profile, with every credit and debit and its reason.
            </>
          ),
        },
      ],
    },
    {
      id: 'notifications',
      title: 'Notifications',
      questions: [
        {
          question: 'Which e-mails will I get?',
          answer: (
            <>
              You choose in {to('/settings#notifications', 'Settings, Notifications')}: which kinds,
              how often (at once or in a digest) and quiet hours. Everything also shows under the
              bell.
            </>
          ),
        },
      ],
    },
  ];
}

export type HelpScreenProps = Record<string, never>;

/** /help: answers to the questions members ask, and where to go when they are not enough. */
export function HelpScreen() {
  const Link = useLinkComponent();
  return (
    <div className={css.page}>
      <Flex direction="column" gap="2">
        <Heading as="h1" size="8">
          Help centre
        </Heading>
        <Text as="p" size="3" color="gray">
          Answers to the questions riders ask most. Still stuck?{' '}
          <RadixLink asChild underline="always">
            <Link href="/contact">Contact us</Link>
          </RadixLink>
          .
        </Text>
      </Flex>
      {helpTopics(Link).map((topic) => (
        <Card key={topic.id} size="3" asChild>
          <section aria-labelledby={`help-${topic.id}`}>
            <Heading as="h2" size="5" mb="4" id={`help-${topic.id}`}>
              {topic.title}
            </Heading>
            <div className={css.answers}>
              {topic.questions.map(({ question, answer }) => (
                <div key={question}>
                  <Heading as="h3" size="3" mb="1">
                    {question}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {answer}
                  </Text>
                </div>
              ))}
            </div>
          </section>
        </Card>
      ))}
    </div>
  );
}
HelpScreen.displayName = 'HelpScreen';
