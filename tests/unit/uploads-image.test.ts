import { describe, expect, it } from 'vitest';
import { computeAccess, withWorkspaceAuthoring } from '@/lib/access/access';
import { acceptedFor, isImageUpload } from '@/lib/uploads/constants';
import { sniffImageType } from '@/lib/uploads/probe-image';

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));

describe('poster image uploads', () => {
  it('tells JPEG, PNG and WebP by their bytes, and nothing else', () => {
    expect(sniffImageType(hex('ffd8ffe000104a464946'))).toBe('image/jpeg');
    expect(sniffImageType(hex('89504e470d0a1a0a0000000d'))).toBe('image/png');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it('accepts image extensions for posters and video extensions for workflows only', () => {
    expect(Object.keys(acceptedFor('poster-image').types)).toEqual(['.jpg', '.jpeg', '.png', '.webp']);
    expect(acceptedFor('poster-image').types['.mp4']).toBeUndefined();
    expect(acceptedFor('workflow-video').types['.png']).toBeUndefined();
    expect(isImageUpload({ contentType: 'image/webp' })).toBe(true);
    expect(isImageUpload({ contentType: 'video/mp4' })).toBe(false);
  });
});

describe('withWorkspaceAuthoring', () => {
  it('opens authoring to a publisher or workspace admin of any workspace, whatever the organisation role', () => {
    expect(withWorkspaceAuthoring(computeAccess('viewer'), ['viewer']).editor).toBe(false);
    expect(withWorkspaceAuthoring(computeAccess('viewer'), ['viewer', 'publisher']).editor).toBe(true);
    const admin = withWorkspaceAuthoring(computeAccess('viewer'), ['admin-group']);
    // Only authoring: no admin pages, analytics or teams from a workspace role.
    expect(admin).toMatchObject({ editor: true, player: true, admin: false, analytics: false, teams: false, isOrgAdmin: false });
    expect(withWorkspaceAuthoring(computeAccess('publisher'), [])).toEqual(computeAccess('publisher'));
  });
});
