// The words of the visitor e-mails, per locale. Spanish is Spain's (tú, as on the site);
// Portuguese is Portugal's, formal as on the partner and privacy pages.
// Team e-mails are written in English, the team's working language (see templates.ts).
import type { Locale } from '../../core/i18n/locales.ts'

export interface VisitorCopy {
  greetingNoName: string
  /** After a form, to an address nobody has verified: the mail may reach a stranger. */
  notYou: string
  /** Above the reference number of a request. */
  keepReference: string
  partnersSignoff: (site: string) => string
  privacySignoff: (site: string) => string
  footerWhy: (site: string) => string
  footerQuestions: (site: string) => string
  labels: {
    submittedAt: string
    reference: string
    dueBy: string
  }
  bookCall: {
    subject: string
    preheader: string
    heading: string
    intro: string
    next: string
    meanwhile: string
    partnerPage: string
  }
  mediaKit: {
    subject: (site: string) => string
    preheader: string
    heading: string
    intro: (site: string) => string
    audience: string
    stats: { users: string; rating: (reviews: string) => string; mau: string; women: string }
    formats: string
    formatItems: string[]
    funding: (amount: string) => string
    next: string
    bookCall: string
  }
  revocation: {
    subject: string
    preheader: string
    heading: string
    intro: string
    button: string
    linkFallback: string
    expires: (days: number) => string
    period: string
    ignore: string
  }
  revocationDone: {
    subject: string
    preheader: string
    heading: string
    body: (date: string) => string
    scope: string
  }
  /** The answer to a visitor who submitted too often (HTTP 429). */
  rateLimited: string
  /** The answer when the submission cannot be stored right now (database unreachable, HTTP 503). */
  unavailable: string
}

const en: VisitorCopy = {
  greetingNoName: 'Hello,',
  notYou: 'If you did not fill in this form, you can ignore this e-mail.',
  keepReference: 'Keep this reference if you write to us about your request:',
  partnersSignoff: (site) => `Warm regards,\nThe ${site} partnerships team`,
  privacySignoff: (site) => `Kind regards,\nThe ${site} privacy team`,
  footerWhy: (site) =>
    `You are receiving this e-mail because this address was entered in a form on the ${site} website.`,
  footerQuestions: (site) => `Questions? Just reply to this e-mail and a person at ${site} will read it.`,
  labels: {
    submittedAt: 'Sent on',
    reference: 'Reference',
    dueBy: 'Completed by',
  },
  bookCall: {
    subject: 'Thanks for reaching out: let’s find a time to talk',
    preheader: 'We have your request and will e-mail you shortly to arrange the call.',
    heading: 'Thanks for reaching out',
    intro:
      'We have received your request for a call. Someone from our partnerships team will e-mail you shortly to confirm a time that suits you.',
    next: 'If anything changes, reply to this e-mail with a new time and we will adjust.',
    meanwhile: 'In the meantime, you can have another look at what we offer partners:',
    partnerPage: 'Partner with us',
  },
  mediaKit: {
    subject: (site) => `Your ${site} media kit`,
    preheader: 'Audience, ad formats and the next steps, all in one place.',
    heading: 'Your media kit is here',
    intro: (site) =>
      `Thank you for your interest in partnering with ${site}. Here are the essentials about our audience and how brands work with us.`,
    audience: 'Our audience',
    stats: {
      users: 'users',
      rating: (reviews) => `rating from ${reviews} reviews`,
      mau: 'monthly active users',
      women: 'women trust us',
    },
    formats: 'How brands work with us',
    formatItems: [
      'A mix of media formats: display, native and video placements across the app and the site',
      'Co-registration: reach parents-to-be who opt in to hear from you',
      'Special projects: content series, events and research designed with our editorial team',
      'Community: sponsored groups and expert Q&A sessions, always clearly labelled',
    ],
    funding: (amount) => `Backed by ${amount} in pre-series A funding.`,
    next: 'Rate cards and audience breakdowns for your market follow from our partnerships team. The quickest way to a proposal is a short call:',
    bookCall: 'Book a call',
  },
  revocation: {
    subject: 'Please confirm your data deletion request',
    preheader: 'One click confirms that the request is really yours.',
    heading: 'Confirm your data deletion request',
    intro:
      'We received a request to permanently delete all data linked to this e-mail address. To make sure nobody can delete someone else’s data, please confirm that the request comes from you:',
    button: 'Confirm the deletion request',
    linkFallback: 'If the button does not work, copy this link into your browser:',
    expires: (days) => `The link works once and expires in ${days} days.`,
    period:
      'Once confirmed, we process the request within the legally required period, for example within one month for users in the EEA under the GDPR, and e-mail you when it is complete.',
    ignore: 'If you did not ask for this, ignore this e-mail: nothing will be deleted.',
  },
  revocationDone: {
    subject: 'Your data has been deleted',
    preheader: 'Your data deletion request is complete.',
    heading: 'Your data has been deleted',
    body: (date) => `Your data deletion request, confirmed on ${date}, is complete.`,
    scope:
      'The data linked to this e-mail address has been permanently deleted. If you use the app again in the future, it will be as a new account.',
  },
  rateLimited: 'You have sent several forms in a short time. Please wait a few minutes and try again.',
  unavailable: 'We could not save your form just now. Please try again in a minute.',
}

const es: VisitorCopy = {
  greetingNoName: 'Hola:',
  notYou: 'Si no has rellenado tú este formulario, puedes ignorar este correo.',
  keepReference: 'Guarda esta referencia por si nos escribes sobre tu solicitud:',
  partnersSignoff: (site) => `Un saludo,\nEl equipo de alianzas de ${site}`,
  privacySignoff: (site) => `Un saludo,\nEl equipo de privacidad de ${site}`,
  footerWhy: (site) =>
    `Recibes este correo porque alguien introdujo esta dirección en un formulario de la web de ${site}.`,
  footerQuestions: (site) => `¿Tienes dudas? Responde a este correo y lo leerá una persona de ${site}.`,
  labels: {
    submittedAt: 'Enviado el',
    reference: 'Referencia',
    dueBy: 'Se completará antes del',
  },
  bookCall: {
    subject: 'Gracias por escribirnos: busquemos un momento para hablar',
    preheader: 'Hemos recibido tu solicitud y pronto te escribiremos para concertar la llamada.',
    heading: 'Gracias por escribirnos',
    intro:
      'Hemos recibido tu solicitud de llamada. Una persona de nuestro equipo de alianzas te escribirá pronto para confirmar el momento que mejor te venga.',
    next: 'Si algo cambia, responde a este correo con otra hora y lo ajustamos.',
    meanwhile: 'Mientras tanto, puedes volver a ver lo que ofrecemos a las marcas:',
    partnerPage: 'Colabora con nosotros',
  },
  mediaKit: {
    subject: (site) => `Tu media kit de ${site}`,
    preheader: 'Audiencia, formatos publicitarios y próximos pasos, todo en un mismo sitio.',
    heading: 'Aquí tienes tu media kit',
    intro: (site) =>
      `Gracias por tu interés en colaborar con ${site}. Te resumimos lo esencial sobre nuestra audiencia y sobre cómo trabajamos con las marcas.`,
    audience: 'Nuestra audiencia',
    stats: {
      users: 'usuarios',
      rating: (reviews) => `de valoración en ${reviews} reseñas`,
      mau: 'usuarios activos al mes',
      women: 'mujeres confían en nosotros',
    },
    formats: 'Cómo trabajamos con las marcas',
    formatItems: [
      'Combinación de formatos: display, nativo y vídeo en la app y en la web',
      'Co-registro: llega a futuras madres y padres que aceptan recibir tu información',
      'Proyectos especiales: series de contenido, eventos y estudios creados con nuestro equipo editorial',
      'Comunidad: grupos patrocinados y sesiones de preguntas con expertos, siempre bien identificados',
    ],
    funding: (amount) => `Con el respaldo de una ronda pre-serie A de ${amount}.`,
    next: 'Nuestro equipo de alianzas te enviará las tarifas y los datos de audiencia de tu mercado. La forma más rápida de tener una propuesta es una llamada breve:',
    bookCall: 'Reservar una llamada',
  },
  revocation: {
    subject: 'Confirma tu solicitud de eliminación de datos',
    preheader: 'Un clic confirma que la solicitud es realmente tuya.',
    heading: 'Confirma tu solicitud de eliminación de datos',
    intro:
      'Hemos recibido una solicitud para eliminar de forma permanente todos los datos asociados a esta dirección de correo. Para que nadie pueda borrar los datos de otra persona, confirma que la solicitud es tuya:',
    button: 'Confirmar la solicitud de eliminación',
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    expires: (days) => `El enlace solo funciona una vez y caduca en ${days} días.`,
    period:
      'Una vez confirmada, tramitamos la solicitud dentro del plazo legal, por ejemplo en el plazo de un mes para usuarios del EEE según el RGPD, y te escribimos cuando esté completada.',
    ignore: 'Si no has sido tú, ignora este correo: no se borrará nada.',
  },
  revocationDone: {
    subject: 'Tus datos se han eliminado',
    preheader: 'Tu solicitud de eliminación de datos se ha completado.',
    heading: 'Tus datos se han eliminado',
    body: (date) => `Tu solicitud de eliminación de datos, confirmada el ${date}, se ha completado.`,
    scope:
      'Los datos asociados a esta dirección de correo se han eliminado de forma permanente. Si vuelves a usar la app, será como una cuenta nueva.',
  },
  rateLimited: 'Has enviado varios formularios en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
  unavailable: 'No hemos podido guardar tu formulario en este momento. Vuelve a intentarlo en un minuto.',
}

const pt: VisitorCopy = {
  greetingNoName: 'Olá,',
  notYou: 'Se não foste tu a preencher este formulário, podes ignorar este e-mail.',
  keepReference: 'Guarda esta referência caso nos escrevas sobre o teu pedido:',
  partnersSignoff: (site) => `Com os melhores cumprimentos,\nA equipa de parcerias da ${site}`,
  privacySignoff: (site) => `Com os melhores cumprimentos,\nA equipa de privacidade da ${site}`,
  footerWhy: (site) =>
    `Recebes este e-mail porque este endereço foi introduzido num formulário do site da ${site}.`,
  footerQuestions: (site) => `Tens dúvidas? Responde a este e-mail e uma pessoa da ${site} irá lê-lo.`,
  labels: {
    submittedAt: 'Enviado em',
    reference: 'Referência',
    dueBy: 'Concluído até',
  },
  bookCall: {
    subject: 'Obrigado pelo teu contacto: vamos marcar uma conversa',
    preheader: 'Recebemos o teu pedido e enviaremos em breve um e-mail para combinar a chamada.',
    heading: 'Obrigado pelo teu contacto',
    intro:
      'Recebemos o teu pedido de chamada. Alguém da nossa equipa de parcerias vai enviar-te um e-mail em breve para confirmar o horário que mais te convém.',
    next: 'Se algo mudar, responde a este e-mail com outro horário e nós ajustamos.',
    meanwhile: 'Entretanto, podes rever o que oferecemos aos parceiros:',
    partnerPage: 'Sê nosso parceiro',
  },
  mediaKit: {
    subject: (site) => `O teu media kit da ${site}`,
    preheader: 'Audiência, formatos publicitários e próximos passos, tudo num só lugar.',
    heading: 'Aqui está o teu media kit',
    intro: (site) =>
      `Obrigado pelo teu interesse em ser parceiro da ${site}. Resumimos o essencial sobre a nossa audiência e sobre a forma como trabalhamos com as marcas.`,
    audience: 'A nossa audiência',
    stats: {
      users: 'utilizadores',
      rating: (reviews) => `de classificação em ${reviews} avaliações`,
      mau: 'utilizadores ativos por mês',
      women: 'mulheres confiam em nós',
    },
    formats: 'Como trabalhamos com as marcas',
    formatItems: [
      'Combinação de formatos: display, nativo e vídeo na app e no site',
      'Co-registo: chega a futuras mães e pais que aceitam receber informação da tua marca',
      'Projetos especiais: séries de conteúdos, eventos e estudos criados com a nossa equipa editorial',
      'Comunidade: grupos patrocinados e sessões de perguntas com especialistas, sempre claramente identificados',
    ],
    funding: (amount) => `Com o apoio de uma ronda pré-série A de ${amount}.`,
    next: 'A nossa equipa de parcerias enviará as tabelas de preços e os dados de audiência do teu mercado. O caminho mais rápido para uma proposta é uma chamada curta:',
    bookCall: 'Marcar uma chamada',
  },
  revocation: {
    subject: 'Confirma o teu pedido de apagamento de dados',
    preheader: 'Um clique confirma que o pedido é mesmo teu.',
    heading: 'Confirma o teu pedido de apagamento de dados',
    intro:
      'Recebemos um pedido para apagar definitivamente todos os dados associados a este endereço de e-mail. Para que ninguém possa apagar os dados de outra pessoa, confirma que o pedido é teu:',
    button: 'Confirmar o pedido de apagamento',
    linkFallback: 'Se o botão não funcionar, copia esta ligação para o teu navegador:',
    expires: (days) => `A ligação só funciona uma vez e expira dentro de ${days} dias.`,
    period:
      'Depois de confirmado, tratamos o pedido dentro do prazo legal, por exemplo no prazo de um mês para utilizadores do EEE ao abrigo do RGPD, e enviamos-te um e-mail quando estiver concluído.',
    ignore: 'Se não foste tu, ignora este e-mail: nada será apagado.',
  },
  revocationDone: {
    subject: 'Os teus dados foram apagados',
    preheader: 'O teu pedido de apagamento de dados está concluído.',
    heading: 'Os teus dados foram apagados',
    body: (date) => `O teu pedido de apagamento de dados, confirmado em ${date}, está concluído.`,
    scope:
      'Os dados associados a este endereço de e-mail foram apagados definitivamente. Se voltares a usar a app, será como uma conta nova.',
  },
  rateLimited:
    'Enviaste vários formulários num curto espaço de tempo. Aguarda alguns minutos e tenta novamente.',
  unavailable: 'Não conseguimos guardar o teu formulário neste momento. Tenta novamente daqui a um minuto.',
}

export const visitorCopy: Record<Locale, VisitorCopy> = { en, es, pt }
