import type { SeedGroup } from './types.ts'

export const groups: SeedGroup[] = [
  {
    slug: 'trying-to-conceive',
    stage: 'trying',
    visibility: 'public',
    name: {
      en: 'Trying to conceive',
      es: 'Buscando embarazo',
      pt: 'A tentar engravidar',
    },
    description: {
      en: 'A friendly place for everyone trying for a baby. Share cycle updates, two-week-wait nerves and good news with people who really get it.',
      es: 'Un espacio cercano para quienes estáis buscando un bebé. Compartid cómo va el ciclo, los nervios de la betaespera y las buenas noticias con gente que os entiende.',
      pt: 'Um espaço acolhedor para quem está a tentar engravidar. Partilha como vai o ciclo, a ansiedade das duas semanas de espera e as boas notícias com quem sabe bem o que isso é.',
    },
    members: 38400,
  },
  {
    slug: 'fertility-journeys',
    stage: 'trying',
    visibility: 'private',
    name: {
      en: 'Fertility journeys',
      es: 'Caminos de fertilidad',
      pt: 'Percursos de fertilidade',
    },
    description: {
      en: 'A private, supportive group for anyone going through fertility tests or treatments such as IUI or IVF. Posts are only visible to members in the app.',
      es: 'Un grupo privado y de apoyo para quienes estáis pasando por pruebas o tratamientos de fertilidad, como inseminación o FIV. Las publicaciones solo son visibles para los miembros en la app.',
      pt: 'Um grupo privado e de apoio para quem está a fazer exames ou tratamentos de fertilidade, como inseminação ou FIV. As publicações só são visíveis para os membros na app.',
    },
    members: 9800,
  },
  {
    slug: 'first-trimester',
    stage: 'pregnant',
    visibility: 'public',
    name: {
      en: 'First trimester',
      es: 'Primer trimestre',
      pt: 'Primeiro trimestre',
    },
    description: {
      en: 'Just got your positive test? Welcome! Talk through nausea, tiredness, first scans and all the early questions with others at the same stage.',
      es: '¿Acabas de ver el positivo? Te damos la bienvenida. Aquí puedes hablar de náuseas, cansancio, primeras ecografías y todas las dudas del principio con gente que está en la misma etapa.',
      pt: 'Acabaste de ter um teste positivo? Sê bem-vinda! Fala sobre enjoos, cansaço, primeiras ecografias e todas as dúvidas do início com quem está na mesma fase.',
    },
    members: 47200,
  },
  {
    slug: 'second-trimester',
    stage: 'pregnant',
    visibility: 'public',
    name: {
      en: 'Second trimester',
      es: 'Segundo trimestre',
      pt: 'Segundo trimestre',
    },
    description: {
      en: 'The middle months, when many people get some energy back. Talk about first flutters, the mid-pregnancy scan, a growing bump and plans for the months ahead with others at the same stage.',
      es: 'Los meses centrales, cuando muchas recuperan algo de energía. Aquí puedes hablar de las primeras pataditas, la ecografía de las 20 semanas, la tripa que crece y los planes para lo que viene con gente que está en la misma etapa.',
      pt: 'Os meses do meio, em que muitas grávidas recuperam alguma energia. Fala sobre os primeiros movimentos do bebé, a ecografia morfológica, a barriga a crescer e os planos para os meses que aí vêm com quem está na mesma fase.',
    },
    members: 39800,
  },
  {
    slug: 'third-trimester',
    stage: 'pregnant',
    visibility: 'public',
    name: {
      en: 'Third trimester',
      es: 'Tercer trimestre',
      pt: 'Terceiro trimestre',
    },
    description: {
      en: 'The home stretch. Swap notes on hospital bags, birth plans, sleepless nights and the final weeks of waiting to meet your baby.',
      es: 'La recta final. Aquí se habla de la bolsa del hospital, el plan de parto, las noches en vela y las últimas semanas de espera antes de conocer a tu bebé.',
      pt: 'A reta final. Troca ideias sobre a mala da maternidade, o plano de parto, as noites mal dormidas e as últimas semanas até conheceres o teu bebé.',
    },
    members: 31500,
  },
  {
    slug: 'pregnancy-after-loss',
    stage: 'pregnant',
    visibility: 'private',
    name: {
      en: 'Pregnancy after loss',
      es: 'Embarazo después de una pérdida',
      pt: 'Gravidez após perda',
    },
    description: {
      en: 'A gentle, private space for pregnancy after miscarriage, stillbirth or any other loss, where hope and fear can sit side by side. Posts are only visible to members in the app.',
      es: 'Un espacio privado y cuidadoso para vivir un embarazo después de un aborto espontáneo, una muerte gestacional u otra pérdida, donde la ilusión y el miedo pueden convivir. Las publicaciones solo son visibles para los miembros en la app.',
      pt: 'Um espaço privado e cuidadoso para quem está grávida depois de um aborto espontâneo, de uma morte fetal ou de outra perda, onde a esperança e o medo podem coexistir. As publicações só são visíveis para os membros na app.',
    },
    members: 4300,
  },
  {
    slug: 'newborn-days',
    stage: 'post_partum',
    visibility: 'public',
    name: {
      en: 'Newborn days',
      es: 'Recién nacidos',
      pt: 'Recém-nascidos',
    },
    description: {
      en: 'Life with a brand-new baby: feeds, diapers, sleep (or the lack of it) and all the firsts. Ask anything, no question is too small.',
      es: 'La vida con un recién nacido: tomas, pañales, sueño (o la falta de él) y todas las primeras veces. Pregunta lo que quieras, ninguna duda es demasiado pequeña.',
      pt: 'A vida com um recém-nascido: mamadas, fraldas, sono (ou a falta dele) e todas as primeiras vezes. Pergunta à vontade, nenhuma dúvida é pequena demais.',
    },
    members: 42600,
  },
  {
    slug: 'breastfeeding-support',
    stage: 'post_partum',
    visibility: 'public',
    name: {
      en: 'Breastfeeding support',
      es: 'Apoyo a la lactancia',
      pt: 'Apoio à amamentação',
    },
    description: {
      en: 'Support for breastfeeding, pumping and combination feeding, from the first latch to weaning. Every way of feeding your baby is welcome here.',
      es: 'Apoyo para la lactancia materna, el sacaleches y la lactancia mixta, desde el primer agarre hasta el destete. Aquí cabe cualquier forma de alimentar a tu bebé.',
      pt: 'Apoio à amamentação, à extração de leite e ao aleitamento misto, da primeira pega até ao desmame. Aqui todas as formas de alimentar o bebé são bem-vindas.',
    },
    members: 27900,
  },
  {
    slug: 'postpartum-wellbeing',
    stage: 'post_partum',
    visibility: 'private',
    name: {
      en: 'Postpartum wellbeing',
      es: 'Bienestar en el posparto',
      pt: 'Bem-estar no pós-parto',
    },
    description: {
      en: 'A private group to talk honestly about recovery, mood, relationships and identity after birth, without judgement. Posts are only visible to members in the app.',
      es: 'Un grupo privado para hablar con sinceridad de la recuperación, el estado de ánimo, la pareja y la identidad después del parto, sin juicios. Las publicaciones solo son visibles para los miembros en la app.',
      pt: 'Um grupo privado para falar abertamente sobre a recuperação, o estado de espírito, a relação e a identidade depois do parto, sem julgamentos. As publicações só são visíveis para os membros na app.',
    },
    members: 6700,
  },
]
