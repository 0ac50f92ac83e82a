import type { Catalogue } from '../../i18n/catalogue';

/** The sms-templates resource's texts: its labels (`resources.sms-templates.*`) and `app.sms_templates.*`. */
export const en = {
  resources: {
    'sms-templates': {
      name: 'SMS template |||| SMS templates',
      forcedCaseName: 'SMS template |||| SMS templates',
      fields: {
        name: 'Template name',
        sms_template_type: 'Type',
        message: 'Message',
        commercial: 'Commercial message',
      },
    },
  },
  app: {
    sms_templates: {
      commercial_hint:
        'Commercial messages (ads, offers) go only to residents with İYS consent; notices about dues and the building do not need it.',
      yes: 'Yes',
      no: 'No',
    },
  },
};

export const tr = {
  resources: {
    'sms-templates': {
      name: 'SMS şablonu |||| SMS şablonları',
      forcedCaseName: 'SMS şablonu',
      fields: {
        name: 'Şablon adı',
        sms_template_type: 'Tür',
        message: 'Mesaj',
        commercial: 'Ticari ileti',
      },
    },
  },
  app: {
    sms_templates: {
      commercial_hint:
        'Ticari iletiler (reklam, kampanya) yalnızca İYS onayı olan sakinlere gider; aidat ve bina duyuruları için onay gerekmez.',
      yes: 'Evet',
      no: 'Hayır',
    },
  },
} satisfies Catalogue<typeof en>;
