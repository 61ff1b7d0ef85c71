import type { ExportType } from '../schema';
import { COMPLETION_THRESHOLD, QUIZ_PASSING_SCORE } from './content';

/** What a manifest needs to know of a package. */
export type ManifestInput = {
  exportId: string;
  /** The course's IRI base (cmi5 ids): the server's public URL. */
  baseUrl: string;
  title: string;
  language: string;
  /** One SCO / AU per workflow, launched as `index.html?w=<index>`. */
  items: Array<{ id: string; title: string; hasQuiz: boolean }>;
  /** Every file of the package except the manifest itself, '/'-separated. */
  files: string[];
};

const esc = (v: string) => v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const launch = (index: number) => `?w=${index}`;
const fileList = (files: string[]) => ['index.html', ...files.filter((f) => f !== 'index.html')].map((f) => `      <file href="${esc(f)}"/>`).join('\n');

/** SCORM 1.2: IMS Content Packaging 1.1.2 with the ADL SCORM 1.2 extensions (adlcp_rootv1p2). */
export function scorm12Manifest(p: ManifestInput): string {
  const items = p.items
    .map((item, i) => {
      const mastery = item.hasQuiz ? `\n        <adlcp:masteryscore>${QUIZ_PASSING_SCORE}</adlcp:masteryscore>` : '';
      return `      <item identifier="item-${i}" identifierref="sco" isvisible="true" parameters="${launch(i)}">\n        <title>${esc(item.title)}</title>${mastery}\n      </item>`;
    })
    .join('\n');
  return `${XML}<manifest identifier="openhow-${esc(p.exportId)}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>${esc(p.title)}</title>
${items}
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html">
${fileList(p.files)}
    </resource>
  </resources>
</manifest>
`;
}

/** SCORM 2004 4th Edition: imscp_v1p1 with adlcp_v1p3, adlseq_v1p3, adlnav_v1p3 and IMS Simple Sequencing. */
export function scorm2004Manifest(p: ManifestInput): string {
  const items = p.items
    .map((item, i) => {
      const objectives = item.hasQuiz
        ? `\n          <imsss:objectives>\n            <imsss:primaryObjective objectiveID="quiz-${i}" satisfiedByMeasure="true">\n              <imsss:minNormalizedMeasure>${QUIZ_PASSING_SCORE / 100}</imsss:minNormalizedMeasure>\n            </imsss:primaryObjective>\n          </imsss:objectives>`
        : '';
      return `      <item identifier="item-${i}" identifierref="sco" isvisible="true" parameters="${launch(i)}">
        <title>${esc(item.title)}</title>
        <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="${COMPLETION_THRESHOLD}"/>
        <imsss:sequencing>${objectives}
          <imsss:deliveryControls tracked="true" completionSetByContent="true" objectiveSetByContent="true"/>
        </imsss:sequencing>
      </item>`;
    })
    .join('\n');
  return `${XML}<manifest identifier="openhow-${esc(p.exportId)}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="org">
    <organization identifier="org" adlseq:objectivesGlobalToSystem="false">
      <title>${esc(p.title)}</title>
${items}
      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true"/>
      </imsss:sequencing>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="index.html">
${fileList(p.files)}
    </resource>
  </resources>
</manifest>
`;
}

const langstring = (lang: string, text: string) => `<langstring lang="${esc(lang)}">${esc(text)}</langstring>`;

/** cmi5 course structure (cmi5.xml): one AU per workflow; moveOn needs the quiz passed too when there is one. */
export function cmi5CourseStructure(p: ManifestInput): string {
  const base = `${p.baseUrl.replace(/\/$/, '')}/xapi/openhow/exports/${encodeURIComponent(p.exportId)}`;
  const lang = p.language;
  const aus = p.items
    .map((item, i) => {
      const quiz = item.hasQuiz ? ` masteryScore="${QUIZ_PASSING_SCORE / 100}" moveOn="CompletedAndPassed"` : ' moveOn="Completed"';
      return `  <au id="${esc(`${base}/au/${item.id}`)}"${quiz} launchMethod="AnyWindow">
    <title>${langstring(lang, item.title)}</title>
    <description>${langstring(lang, item.title)}</description>
    <url>index.html${launch(i)}</url>
  </au>`;
    })
    .join('\n');
  return `${XML}<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="${esc(`${base}/course`)}">
    <title>${langstring(lang, p.title)}</title>
    <description>${langstring(lang, p.title)}</description>
  </course>
${aus}
</courseStructure>
`;
}

export const MANIFEST_FILE: Record<ExportType, string> = { scorm12: 'imsmanifest.xml', scorm2004: 'imsmanifest.xml', cmi5: 'cmi5.xml' };

export function manifestFor(type: ExportType, input: ManifestInput): string {
  if (type === 'scorm12') return scorm12Manifest(input);
  if (type === 'scorm2004') return scorm2004Manifest(input);
  return cmi5CourseStructure(input);
}
