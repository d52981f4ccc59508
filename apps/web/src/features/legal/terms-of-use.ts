/**
 * The Terms of Use shown from the login screen and the About dialog. `{product}` is replaced by the
 * configured product name. The figures (hours, days, amounts) are those of the product's contract.
 */
export const TERMS_LAST_MODIFIED = 'May 19, 2020';

export interface TermsSection {
  heading: string;
  paragraphs: string[];
}

export const TERMS_OF_USE: TermsSection[] = [
  {
    heading: '1. Acceptance of these terms',
    paragraphs: [
      'These Terms of Use govern access to and use of {product} (the "Service") by the subscribing organization ("Customer") and by every individual who signs in under the Customer\'s account ("User"). Signing in to the Service means that the User accepts these terms on the Customer\'s behalf and on their own.',
    ],
  },
  {
    heading: '2. Intended users',
    paragraphs: [
      'The clinical protocols in the Service are decision-support tools for licensed clinical staff: registered nurses, nurse practitioners, physicians and physician assistants, and call-centre triage staff working under their supervision and within their licence. Non-licensed staff such as secretaries, receptionists and medical assistants must not use the protocols to triage patients.',
      'The Service does not replace clinical judgment. The User remains responsible for every triage decision, for the disposition given to the caller and for the advice given. When in doubt, the User should choose the more urgent disposition and consult a provider.',
    ],
  },
  {
    heading: '3. Accounts and credentials',
    paragraphs: [
      "An Account ID and password are issued to the Customer and shared by the Customer's Users. The Customer keeps them confidential, shares them only with authorised Users, and tells us at once if they may have been disclosed, so that the password can be changed.",
      'Each User signs in with their own first name so that call notes and audit records identify who worked each call.',
    ],
  },
  {
    heading: '4. Subscription, office hours and permitted use',
    paragraphs: [
      "An office-hours subscription covers use during the office hours of the Customer's practice, which may not exceed 14 hours in any 24-hour period. After-hours use requires an after-hours subscription.",
      'The Customer may not resell, sublicense, copy, scrape or redistribute the protocol content, nor use it to build a competing product.',
    ],
  },
  {
    heading: '5. Fees and invoices',
    paragraphs: [
      "Fees are those of the Customer's order. We will give at least 30 days' written notice of any fee increase, which applies from the next renewal.",
      'Renewal invoices are sent about 45 days and again about 30 days before the subscription expires. Customers who pay by check must pay annually.',
      'The Customer must raise any dispute about an invoice within 60 days of the invoice date; undisputed amounts remain payable when due.',
    ],
  },
  {
    heading: '6. Patient information and privacy',
    paragraphs: [
      "Patient details entered during a call (the free note and the answers) stay in the User's browser and leave it only in the call note the User copies or sends to the Customer's own systems. The Service's servers do not store them.",
      'On termination the Customer will destroy any backup documents containing protocol content and provide a written attestation of that destruction within 15 days.',
    ],
  },
  {
    heading: '7. Warranties and limitation of liability',
    paragraphs: [
      'The Service and its content are provided "as is". Protocol content reflects the published guidance available to its authors at the time of writing and may not reflect later changes in practice.',
      'To the extent the law allows, our total liability arising out of or relating to the Service is limited to the greater of the fees paid by the Customer in the 12 months before the claim or $100.',
    ],
  },
  {
    heading: '8. Changes to these terms',
    paragraphs: [
      'We may update these terms. The date of the last change is shown below; continued use of the Service after a change means acceptance of the updated terms.',
    ],
  },
];
