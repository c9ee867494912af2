/** Spec §2: share on a social network, a microblogging site, a professional network, or by e-mail; every link carries the page address. */
export interface ShareLink {
  id: 'facebook' | 'x' | 'linkedin' | 'email';
  label: string;
  href: string;
}

export function shareLinks(pageUrl: string, communityName: string): ShareLink[] {
  const url = encodeURIComponent(pageUrl);
  const text = encodeURIComponent(`Join me in the ${communityName} community on The AI Network`);
  return [
    { id: 'facebook', label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { id: 'x', label: 'Share on X', href: `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
    { id: 'linkedin', label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    {
      id: 'email',
      label: 'Share by email',
      href: `mailto:?subject=${text}&body=${encodeURIComponent(`Take a look at this community: ${pageUrl}`)}`,
    },
  ];
}
